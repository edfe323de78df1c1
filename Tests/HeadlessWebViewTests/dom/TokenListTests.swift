import HeadlessWebView
import Testing

/// DOMTokenList (classList, relList) as the DOM standard has it: indexed, checked, and written
/// back only when there is something to write.
struct TokenListTests {
    static let html = "<div id=box class='a b a'></div><a id=link rel=noopener></a><p id=bare></p>"

    @Test func tokensAreIndexed() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const c = box.classList; [c[0], c[1], c[2], c.length, c.item(1)].join()") == "a,b,,2,b")
    }

    @Test func indicesFollowTheAttribute() throws {
        let page = try Page(Self.html)
        #expect(try page.run("const c = box.classList; box.className = 'z'; [c[0], c.length, c === box.classList].join()") == "z,1,true")
    }

    @Test func supportsThrowsForClassList() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { box.classList.supports('a'); 'no error' } catch (e) { e.name }") == "TypeError")
    }

    @Test func supportsAnswersForRelList() throws {
        let page = try Page(Self.html)
        #expect(try page.run("[link.relList.supports('noopener'), link.relList.supports('bogus')].join()") == "true,false")
    }

    @Test func replaceChecksEmptinessBeforeWhiteSpace() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { box.classList.replace('a b', ''); 'no error' } catch (e) { e.name }") == "SyntaxError")
    }

    @Test func replaceNeedsTwoArguments() throws {
        let page = try Page(Self.html)
        #expect(try page.run("try { box.classList.replace('a'); 'no error' } catch (e) { e.name }") == "TypeError")
    }

    @Test func replaceKeepsThePositionOfTheFirstOfEither() throws {
        let page = try Page("<div id=box class='a b c'></div>")
        #expect(try page.run("box.classList.replace('c', 'a'); box.className") == "a b")
    }

    @Test func emptyAddCreatesNoAttribute() throws {
        let page = try Page(Self.html)
        #expect(try page.run("bare.classList.add(); bare.classList.remove('x'); bare.hasAttribute('class')") == "false")
    }

    @Test func toggleConvertsForceToBoolean() throws {
        let page = try Page(Self.html)
        #expect(try page.run("[box.classList.toggle('q', 1), box.classList.toggle('q', 0), box.className].join()") == "true,false,a b")
    }
}
