extension ScriptContext {
    /// Records an error a host caught on a script's behalf (an inline script that threw while
    /// a page loaded, say) exactly as an uncaught one: appended to ``uncaughtErrors`` and
    /// reported as a console error `Uncaught …`.
    public func reportUncaught(_ error: ScriptError) {
        reportUncaught(error, logged: true)
    }

    /// Like ``reportUncaught(_:)``; with `logged` false the error is kept in ``uncaughtErrors`` but
    /// not written to the console: what a page's cancelled `error` event does in WebKit.
    package func reportUncaught(_ error: ScriptError, logged: Bool) {
        uncaughtErrors.append(error)
        if logged { recordConsole(level: .error, message: "Uncaught \(error)", stack: "") }
    }

    /// Records the value a page's script threw, caught by an embedder on the page's behalf, as the
    /// prelude's `reportError` does; `logged` false keeps it off the console (a cancelled `error` event).
    package func reportUncaught(_ value: ScriptHandle, logged: Bool) {
        reportUncaught(value.ref, prefix: "Uncaught", logged: logged)
    }
}
