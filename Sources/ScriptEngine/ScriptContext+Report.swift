extension ScriptContext {
    /// Records an error a host caught on a script's behalf (an inline script that threw while
    /// a page loaded, say) exactly as an uncaught one: appended to ``uncaughtErrors`` and
    /// reported as a console error `Uncaught …`.
    public func reportUncaught(_ error: ScriptError) {
        uncaughtErrors.append(error)
        recordConsole(level: .error, message: "Uncaught \(error)", stack: "")
    }
}
