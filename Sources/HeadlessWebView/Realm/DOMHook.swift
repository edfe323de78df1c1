/// The functions of a window's hooks object (window/RealmEntry.js `createWindow`) that Swift calls.
/// ``DOMContext`` reads them all in one entry when the window is made, rather than one entry each
/// time it calls one. (`isParsing`, a getter, is read when asked.)
enum DOMHook: String, CaseIterable {
    case enter, rejectionEvent
    case beginLoad, parse, resume, finishLoad, flushResources
    case click, reportScriptError, setResourceProvider, setViewport
    case serialize, parseDocumentDump, parseFragmentDump
}
