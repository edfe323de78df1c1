import Foundation
import HeadlessWebView
import Testing

/// Each input type's value mode and sanitization (HTML §4.10.5): what a quantity picker or a
/// sign-up field in an action reads back after a script sets its value.
struct InputValueSanitizationTests {
    private func value(of type: String, set raw: String, attributes: String = "") throws -> String {
        let page = try Page("<input id=i type=\(type) \(attributes)>")
        return try page.run("i.value = \(raw); i.value")
    }

    @Test func textTypesStripLineBreaks() throws {
        for type in ["text", "search", "tel", "password"] {
            #expect(try value(of: type, set: "'  a\\r\\nb  '") == "  ab  ")
        }
    }

    @Test func urlAndEmailAlsoStripWhitespaceAtTheEnds() throws {
        #expect(try value(of: "url", set: "' https://shop.example/\\n '") == "https://shop.example/")
        #expect(try value(of: "email", set: "'  ada@shop.example '") == "ada@shop.example")
    }

    @Test func multipleEmailStripsEachAddress() throws {
        #expect(try value(of: "email", set: "' a@x.example , b@y.example '", attributes: "multiple") == "a@x.example,b@y.example")
    }

    @Test func numberKeepsOnlyValidFloatingPointNumbers() throws {
        #expect(try value(of: "number", set: "'2.5e1'") == "2.5e1")
        #expect(try value(of: "number", set: "'12abc'") == "")
        #expect(try value(of: "number", set: "'Infinity'") == "")
    }

    @Test func rangeDefaultsToTheMidpointAndIsClampedAndStepped() throws {
        #expect(try value(of: "range", set: "'x'") == "50")
        #expect(try value(of: "range", set: "'x'", attributes: "min=0 max=9") == "5")
        #expect(try value(of: "range", set: "'x'", attributes: "min=0 max=9 step=any") == "4.5")
        #expect(try value(of: "range", set: "'250'") == "100")
        #expect(try value(of: "range", set: "'-3'", attributes: "min=2") == "2")
        #expect(try value(of: "range", set: "'7'", attributes: "step=5") == "5")
    }

    @Test func colorIsLowercasedOrBlack() throws {
        #expect(try value(of: "color", set: "'#FFAA00'") == "#ffaa00")
        #expect(try value(of: "color", set: "'red'") == "#000000")
    }

    @Test func dateTypesKeepOnlyValidStrings() throws {
        #expect(try value(of: "date", set: "'2026-02-28'") == "2026-02-28")
        #expect(try value(of: "date", set: "'2026-02-30'") == "")
        #expect(try value(of: "month", set: "'2026-13'") == "")
        #expect(try value(of: "week", set: "'2027-W53'") == "")
        #expect(try value(of: "week", set: "'2026-W53'") == "2026-W53")
        #expect(try value(of: "time", set: "'24:00'") == "")
    }

    @Test func datetimeLocalIsNormalized() throws {
        #expect(try value(of: "datetime-local", set: "'2026-11-24 05:10:00.500'") == "2026-11-24T05:10:00.5")
        #expect(try value(of: "datetime-local", set: "'2026-11-24T05:10:00'") == "2026-11-24T05:10")
    }

    @Test func defaultModeTypesWriteTheValueAttribute() throws {
        let page = try Page("<input id=i type=hidden>")
        #expect(try page.run("i.value = ' a\\nb '; i.getAttribute('value')") == " a\nb ")
    }

    @Test func checkboxValueDefaultsToOn() throws {
        let page = try Page("<input id=i type=checkbox>")
        #expect(try page.run("i.value") == "on")
    }

    @Test func fileValueOnlyTakesTheEmptyString() throws {
        let page = try Page("<input id=i type=file>")
        #expect(try page.run("try { i.value = 'x'; 'set' } catch (e) { e.name }") == "InvalidStateError")
        #expect(try page.run("i.value = ''; i.value") == "")
    }

    @Test func typeChangeFromValueModeToDefaultMovesTheValueToTheAttribute() throws {
        let page = try Page("<input id=i>")
        #expect(try page.run("i.value = 'abc'; i.type = 'hidden'; i.getAttribute('value') + '|' + i.value") == "abc|abc")
    }

    @Test func typeChangeSanitizesForTheNewType() throws {
        let page = try Page("<input id=i>")
        #expect(try page.run("i.value = '  foo  '; i.type = 'email'; i.value") == "foo")
        #expect(try page.run("i.type = 'number'; i.value") == "")
    }

    @Test func typeChangeIntoValueModeReadsTheAttribute() throws {
        let page = try Page("<input id=i type=checkbox value=yes>")
        #expect(try page.run("i.type = 'text'; i.value") == "yes")
    }
}

/// valueAsNumber, valueAsDate, stepUp() and stepDown(): a quantity picker's plus and minus.
struct InputNumericValueTests {
    @Test func valueAsNumberReadsEachTypesUnit() throws {
        let page = try Page("<input id=n type=number value=4.5><input id=d type=date value=1970-01-02><input id=m type=month value=1971-03><input id=t type=time value=01:00>")
        #expect(try page.run("n.valueAsNumber") == "4.5")
        #expect(try page.run("d.valueAsNumber") == "86400000")
        #expect(try page.run("m.valueAsNumber") == "14")
        #expect(try page.run("t.valueAsNumber") == "3600000")
    }

    @Test func valueAsNumberSetsTheTypesString() throws {
        let page = try Page("<input id=d type=date><input id=w type=week>")
        #expect(try page.run("d.valueAsNumber = 86400000 * 365; d.value") == "1971-01-01")
        #expect(try page.run("w.valueAsNumber = 0; w.value") == "1970-W01")
    }

    @Test func valueAsNumberThrowsWhereItDoesNotApply() throws {
        let page = try Page("<input id=i>")
        #expect(try page.run("i.valueAsNumber") == "NaN")
        #expect(try page.run("try { i.valueAsNumber = 1; 'set' } catch (e) { e.name }") == "InvalidStateError")
        #expect(try page.run("i.type = 'number'; try { i.valueAsNumber = Infinity; 'set' } catch (e) { e.name }") == "TypeError")
    }

    @Test func valueAsDateReadsAndWritesDates() throws {
        let page = try Page("<input id=d type=date value=2026-11-24><input id=t type=text>")
        #expect(try page.run("d.valueAsDate.toISOString()") == "2026-11-24T00:00:00.000Z")
        #expect(try page.run("d.valueAsDate = new Date(Date.UTC(2027, 0, 5)); d.value") == "2027-01-05")
        #expect(try page.run("String(t.valueAsDate)") == "null")
    }

    @Test func stepUpAndDownMoveByTheStepWithinMinAndMax() throws {
        let page = try Page("<input id=q type=number min=1 max=10 value=9>")
        #expect(try page.run("q.stepUp(); q.value") == "10")
        #expect(try page.run("q.stepUp(); q.value") == "10")
        #expect(try page.run("q.stepDown(3); q.value") == "7")
    }

    @Test func stepUpOffTheStepMovesOntoIt() throws {
        let page = try Page("<input id=q type=number step=2>")
        #expect(try page.run("q.value = '3'; q.stepUp(); q.value") == "4")
    }

    @Test func stepUpThrowsWithoutAnAllowedStep() throws {
        let page = try Page("<input id=a type=number step=any><input id=b>")
        #expect(try page.run("try { a.stepUp(); 'ok' } catch (e) { e.name }") == "InvalidStateError")
        #expect(try page.run("try { b.stepDown(); 'ok' } catch (e) { e.name }") == "InvalidStateError")
    }

    @Test func dateRangeConstraintsUseTheDateUnits() throws {
        let page = try Page("<input id=d type=date min=2026-01-01 value=2025-12-31>")
        #expect(try page.run("d.validity.rangeUnderflow") == "true")
    }
}

/// output and progress: a form's computed total and a checkout's step bar.
struct OutputAndProgressTests {
    @Test func outputBelongsToItsFormAndResetsToItsDefault() throws {
        let page = try Page("<form id=f><output id=o>3</output></form>")
        #expect(try page.run("o.value = '7'; [o.form === f, o.defaultValue, o.value].join()") == "true,3,7")
        #expect(try page.run("f.reset(); o.value") == "3")
    }

    @Test func progressIsIndeterminateWithoutAValue() throws {
        let page = try Page("<progress id=p></progress>")
        #expect(try page.run("[p.value, p.max, p.position].join()") == "0,1,-1")
    }

    @Test func progressValueIsClampedToMax() throws {
        let page = try Page("<progress id=p value=8 max=4></progress><progress id=q value=1 max=4></progress>")
        #expect(try page.run("[p.value, p.position, q.position].join()") == "4,1,0.25")
    }
}
