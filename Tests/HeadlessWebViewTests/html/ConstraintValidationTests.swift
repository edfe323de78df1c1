import HeadlessWebView
import Testing

/// Constraint validation details (HTML §4.10.20): which controls validate and which flags they raise.
struct ConstraintValidationTests {
    @Test func disabledOrReadonlyFieldsNeverMissTheirValue() throws {
        let page = try Page("<input id=a required disabled><input id=b type=date required readonly><textarea id=c required readonly></textarea><input id=d required>")
        #expect(try page.run("[a, b, c, d].map((e) => e.validity.valueMissing).join()") == "false,false,false,true")
    }

    @Test func aDatalistsControlsAreBarredFromValidation() throws {
        let page = try Page("<datalist><input id=i required></datalist>")
        #expect(try page.run("i.willValidate") == "false")
        #expect(try page.run("i.checkValidity()") == "true")
    }

    @Test func aPatternThatEscapesItsGroupIsIgnored() throws {
        let page = try Page("<input id=i pattern='a)(b' value=x><input id=j pattern='[0-9]+' value=x>")
        #expect(try page.run("i.validity.patternMismatch") == "false")
        #expect(try page.run("j.validity.patternMismatch") == "true")
    }

    @Test func fieldsetAndOutputTakeACustomErrorButNeverValidate() throws {
        let page = try Page("<fieldset id=f></fieldset><output id=o></output>")
        #expect(try page.run("f.setCustomValidity('x'); [f.willValidate, f.validity.customError, f.checkValidity()].join()") == "false,true,true")
        #expect(try page.run("o.willValidate") == "false")
    }

    @Test func validityIsAValidityState() throws {
        let page = try Page("<input id=i>")
        #expect(try page.run("Object.prototype.toString.call(i.validity)") == "[object ValidityState]")
    }

    @Test func aReversedTimeRangeIsOutOfRangeOnlyInItsGap() throws {
        let page = try Page("<input id=t type=time min=22:00 max=06:00>")
        #expect(try page.run("t.value = '23:00'; t.validity.rangeUnderflow || t.validity.rangeOverflow") == "false")
        #expect(try page.run("t.value = '12:00'; t.validity.rangeUnderflow && t.validity.rangeOverflow") == "true")
    }
}

/// Input attributes whose IDL form is more than a reflection: list, indeterminate, maxLength/minLength.
struct InputAttributeTests {
    @Test func listIsTheDatalistNamed() throws {
        let page = try Page("<input id=a list=l><input id=b list=a><input id=c><datalist id=l></datalist>")
        #expect(try page.run("[a.list && a.list.localName, b.list, c.list].join('|')") == "datalist||")
    }

    @Test func indeterminateStartsFalseAndIsSettable() throws {
        let page = try Page("<input id=i type=checkbox>")
        #expect(try page.run("const before = i.indeterminate; i.indeterminate = 1; before + ',' + i.indeterminate") == "false,true")
    }

    @Test func lengthLimitsAreNonNegative() throws {
        let page = try Page("<input id=i minlength=-5 maxlength=8><textarea id=t></textarea>")
        #expect(try page.run("[i.minLength, i.maxLength, t.maxLength].join()") == "-1,8,-1")
        #expect(try page.run("try { t.maxLength = -5; 'set' } catch (e) { e.name }") == "IndexSizeError")
    }

    @Test func domExceptionCarriesTheLegacyCodeConstants() throws {
        let page = try Page("<input id=i type=checkbox>")
        #expect(try page.run("try { i.valueAsNumber = 5 } catch (e) { e.code === e.INVALID_STATE_ERR && DOMException.INVALID_STATE_ERR === 11 }") == "true")
    }
}
