import ScriptEngine

/// A web view moves with the stage it was made on: `advance(by:)`, `settle()` and
/// `timeUntilNextTimer` are its own (WKWebView.swift).
extension WKWebView: VirtualTimeDriven {}
