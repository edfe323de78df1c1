import Foundation

/// Names the missing feature behind a WPT failure, from the file, the subtest, the harness's
/// message and the test's source: the causes the summary counts and the expectations file writes
/// beside each failure. The rules are tried in order; the first that matches names the cause.
/// They were written by reading the baseline's failures (`Scripts/wpt` with `SHOPSTAGE_WPT_RESULTS`).
enum WPTFailureCause {
    struct Facts: Sendable {
        var path: String
        var subtest: String
        var message: String
        /// The subtest's (or, for the file itself, the file's) status did not let it run to an assertion.
        var didNotFinish: Bool
        var source: String

        func path(_ fragments: String...) -> Bool { fragments.contains { path.contains($0) } }
        func says(_ fragments: String...) -> Bool {
            fragments.contains { message.contains($0) || subtest.contains($0) }
        }
        func message(_ fragments: String...) -> Bool { fragments.contains { message.contains($0) } }
        func uses(_ fragments: String...) -> Bool { fragments.contains { source.contains($0) } }
        var usesNestedDocuments: Bool {
            uses("<iframe", "createElement(\"iframe\")", "createElement('iframe')", "window.open(", "<frame")
        }
    }

    static let virtualClock = Cause(
        tag: "virtual-clock",
        description: "busy-waits on the clock (virtual time stands still inside one script: cut at the time limit)")
    static let selectors = Cause(
        tag: "selectors", description: "selectors (namespace attribute selectors, :has, :invalid, escapes)")
    static let shadowDOM = Cause(tag: "shadow-dom", description: "Shadow DOM")
    static let webDriver = Cause(
        tag: "webdriver", description: "WebDriver actions (testdriver.js: real clicks, keys, wheel, scrolling)")
    static let nestedXML = Cause(
        tag: "xml-in-iframes",
        description: "XML/XHTML documents loaded in iframes (needs nested documents and XML parsing)")
    static let nestedDocuments = Cause(
        tag: "nested-documents",
        description: "nested documents (iframe contentDocument/contentWindow, frames, window.open)")
    static let formSubmission = Cause(
        tag: "form-submission", description: "form submission and navigation (results read from a navigated iframe)")
    static let range = Cause(
        tag: "range", description: "Range (setStart*/deleteContents/extractContents/insertNode/surroundContents)")
    static let processingInstruction = Cause(
        tag: "processing-instruction", description: "ProcessingInstruction and CDATASection")
    static let xmlDocuments = Cause(
        tag: "xml-documents",
        description: "XML documents (createDocument, XMLDocument, contentType, XML-only name rules)")
    static let names = Cause(
        tag: "names-namespaces",
        description: "names, prefixes and namespaces (createElementNS, createDocumentType, tagName, lookupNamespaceURI)"
    )
    static let customElements = Cause(tag: "custom-elements", description: "custom elements")
    static let windowEvent = Cause(tag: "window-event", description: "window.event")
    static let listenerErrors = Cause(
        tag: "listener-errors", description: "errors in listeners not reported (window.onerror / error event)")
    static let liveCollections = Cause(
        tag: "live-collections",
        description: "live collections (childNodes, getElementsBy*, HTMLCollection named/indexed properties)")
    static let tokenList = Cause(tag: "token-list", description: "DOMTokenList indices and supports()")
    static let preInsertion = Cause(
        tag: "pre-insertion",
        description: "pre-insertion and replace validity (HierarchyRequestError in the standard's order)")
    static let characterData = Cause(tag: "character-data", description: "CharacterData offsets and argument checks")
    static let eventInterfaces = Cause(
        tag: "event-interfaces",
        description: "missing event interfaces (WheelEvent, CompositionEvent…) and createEvent names")
    static let animations = Cause(
        tag: "css-animations", description: "CSS animations and transitions events (and webkit-prefixed handlers)")
    static let dispatch = Cause(
        tag: "dispatch-details",
        description: "event dispatch and listener details (passive, capture option, cancelBubble, init*Event)")
    static let elementInterfaces = Cause(
        tag: "element-interfaces", description: "missing HTML element interfaces (HTMLMeterElement, HTMLTimeElement…)")
    static let aria = Cause(tag: "aria", description: "ARIA reflection (tentative)")
    static let selection = Cause(
        tag: "text-selection",
        description: "text field selection (selectionStart/End/Direction, setRangeText, select event)")
    static let validation = Cause(
        tag: "constraint-validation", description: "constraint validation (validity, checkValidity, reportValidity)")
    static let inputTypes = Cause(
        tag: "input-types",
        description: "input types (value sanitization, type change, valueAsNumber/Date, stepUp/Down)")
    static let formControls = Cause(
        tag: "form-controls",
        description: "other form control attributes and behaviour (autocomplete, labels, select, output…)")
    static let activation = Cause(
        tag: "activation",
        description: "activation behaviour of clicks (disabled controls, morphing inputs, detached forms)")
    static let quirks = Cause(tag: "quirks-mode", description: "quirks mode (documents without a doctype)")
    static let otherDOM = Cause(tag: "other-dom", description: "other DOM details")

    /// A cause: a short tag (what the expectations file writes) and what it means (what the summary prints).
    struct Cause: Hashable, Sendable {
        var tag: String
        var description: String
    }

    /// (cause, rule) in order of precedence.
    static let rules: [(Cause, @Sendable (Facts) -> Bool)] = [
        (
            shadowDOM,
            {
                $0.says("Shadow DOM is not supported", "attachShadow", "shadow tree", "shadow dom")
                    || ($0.didNotFinish && $0.uses("attachShadow"))
            }
        ),
        (virtualClock, { $0.message("longer than the time limit") }),
        (
            customElements,
            {
                $0.says("customElements", "Custom element", "custom element")
                    || ($0.didNotFinish && $0.uses("customElements.define"))
            }
        ),
        (
            webDriver,
            {
                $0.uses("/resources/testdriver.js")
                    && ($0.didNotFinish || $0.message("unimplemented", "click intercepted", "did not become true"))
            }
        ),
        (
            nestedXML,
            {
                $0.message("xmlIframe", "xhtmlIframe")
                    || ($0.path("Document-createElementNS.html") && $0.message("doc.documentElement"))
                    || ($0.path("Document-createElement-namespace.html") && $0.message("doc.contentType"))
            }
        ),
        (formSubmission, { $0.path("form-submission", "form-action-submission", "submit") && $0.didNotFinish }),
        (
            nestedDocuments,
            {
                $0.message("contentDocument", "contentWindow", "frames[", "otherWindow", "iframe", "Iframe", "popup.")
                    || $0.subtest.contains("across globals") || $0.subtest.contains("iframe")
                    || (($0.didNotFinish || $0.message("null is not an object", "undefined is not an object"))
                        && $0.usesNestedDocuments)
            }
        ),
        (
            range,
            {
                $0.message(
                    "setStartBefore", "setStartAfter", "setEndBefore", "setEndAfter", "deleteContents",
                    "extractContents", "insertNode", "surroundContents", "cloneContents", "createRange")
                    || $0.says("Range (")
            }
        ),
        (
            processingInstruction,
            {
                $0.path("ProcessingInstruction", "CDATASection")
                    || $0.says("ProcessingInstruction", "processingInstruction", "CDATASection")
                    // A PI parsed as HTML becomes a bogus comment: "?target data".
                    || $0.message("but got \"?")
            }
        ),
        (
            xmlDocuments,
            {
                $0.message("XMLDocument", "application/xml", "application/xhtml+xml", "responseXML")
                    || $0.subtest.contains("XML document") || $0.subtest.contains("XHTML document")
                    || $0.subtest.hasPrefix("xml") || $0.subtest.hasPrefix("detachedXml")
                    || ($0.subtest.contains("createDocument") && !$0.subtest.contains("createDocumentType("))
                    || $0.message("document3.documentElement")
                    || $0.path(
                        "DOMImplementation-createDocument.html", "Document-constructor", "contentType/createDocument")
            }
        ),
        (
            names,
            {
                $0.path(
                    "Document-createElementNS", "DOMImplementation-createDocumentType", "/case.html",
                    "Document-createElement.html", "Node-lookupNamespaceURI", "Element-tagName", "attributes.html",
                    "Document-createAttribute")
                    || $0.message("NamespaceError", "INVALID_CHARACTER_ERR", "NAMESPACE_ERR", "createAttributeNS")
            }
        ),
        (windowEvent, { $0.path("event-global") || $0.says("window.event") }),
        (
            listenerErrors,
            {
                $0.path("Event-dispatch-throwing") || $0.message("Timed out waiting for error")
                    || $0.says("onerror")
            }
        ),
        (
            tokenList,
            { $0.message("classList[", "relList[", "sandbox[") || $0.path("Element-classlist", "DOMTokenList") }
        ),
        (
            liveCollections,
            {
                $0.says("live collection", "Caching of", "HTMLCollection", "unsigned properties", "getOwnPropertyNames")
                    || $0.path("Node-childNodes", "NodeList-", "Element-children", "ParentNode-children")
                    || $0.path("attributes-namednodemap")
                    || ($0.path("getElementsByClassName-") && !$0.subtest.contains("case-insensitive"))
            }
        ),
        (
            preInsertion,
            {
                $0.path(
                    "Node-insertBefore", "Node-replaceChild", "Node-appendChild", "ParentNode-append",
                    "ParentNode-prepend", "ParentNode-replaceChildren", "append-on-Document", "prepend-on-Document",
                    "Node-removeChild", "Document-adoptNode")
            }
        ),
        (characterData, { $0.path("CharacterData-", "Text-splitText") }),
        (
            eventInterfaces,
            {
                $0.path("Document-createEvent", "Event-subclasses-constructors", "Event-timestamp-high-resolution")
                    || $0.message("The provided event type", "initKeyboardEvent", "initMouseEvent", "initUIEvent")
            }
        ),
        (
            animations,
            {
                $0.path("webkit-animation", "webkit-transition", "EventListener-invoke-legacy")
                    || $0.says("transition", "Transition", "animation", "Animation")
            }
        ),
        (selectors, { $0.message("is not a valid selector") || $0.path("Element-closest", "querySelector-escapes") }),
        (elementInterfaces, { $0.message("Element is not supported") }),
        (quirks, { $0.subtest.contains("case-insensitive") || $0.subtest.contains("quirks") }),
        (aria, { $0.path("/aria-") }),
        (
            selection,
            {
                $0.path("textfieldselection", "selection")
                    || $0.message("setRangeText", "selectionStart", "selectionEnd", "selectionDirection")
            }
        ),
        (
            validation,
            {
                $0.path("/constraints/")
                    || $0.message("validity", "checkValidity", "reportValidity", "willValidate", "ValidityState")
            }
        ),
        (activation, { $0.path("Event-dispatch-click", "Event-dispatch-on-disabled", "disabled") }),
        (dispatch, { $0.path("dom/events/") }),
        (inputTypes, { $0.path("the-input-element/") || $0.message("stepUp", "stepDown", "valueAs") }),
        (formControls, { $0.path("html/semantics/forms/") }),
        (otherDOM, { _ in true }),
    ]

    static func classify(_ result: WPTFileResult, _ subtest: WPTSubtestResult?) -> Cause {
        let facts = Facts(
            path: result.path, subtest: subtest?.name ?? "", message: subtest?.message ?? result.message,
            didNotFinish: subtest.map { $0.status == .timeout || $0.status == .notRun } ?? (result.status != .ok),
            source: result.source)
        return rules.first { $0.1(facts) }?.0 ?? otherDOM
    }
}
