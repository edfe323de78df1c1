import HeadlessWebView
import Testing

/// Labelable elements: a label's control and a control's labels.
struct LabelableElementTests {
    @Test func outputAndProgressAreLabelable() throws {
        let page = try Page("<label id=a for=o></label><output id=o></output><label id=b><progress id=p></progress></label>")
        #expect(try page.run("[a.control === o, b.control === p, o.labels.length, p.labels.length].join()") == "true,true,1,1")
    }

    @Test func aHiddenInputIsNotLabelable() throws {
        let page = try Page("<label id=l for=h></label><input id=h type=hidden>")
        #expect(try page.run("String(l.control) + ',' + String(h.labels)") == "null,null")
    }
}

/// Resetting a form puts a select back on its default option.
struct SelectResetTests {
    @Test func resetRestoresTheDefaultSelection() throws {
        let page = try Page("<form id=f><select id=s><option>a<option selected>b<option>c</select></form>")
        #expect(try page.run("s.selectedIndex = 2; f.reset(); s.selectedIndex") == "1")
    }

    @Test func resetWithoutADefaultSelectsTheFirstOption() throws {
        let page = try Page("<form id=f><select id=s><option>a<option>b</select></form>")
        #expect(try page.run("s.selectedIndex = 1; f.reset(); s.selectedIndex") == "0")
    }
}
