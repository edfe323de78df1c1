extension ScriptContext {
    /// Installs `window.webkit.messageHandlers.<name>`, whose `postMessage(body)` delivers
    /// `body` (copied as WebKit's structured clone would, functions left out) to `handler`,
    /// synchronously, replacing a handler already there under that name.
    ///
    /// ```swift
    /// context.addMessageHandler(named: "bridge") { body in received.append(body) }
    /// try context.evaluate("webkit.messageHandlers.bridge.postMessage({ type: 'ready' })")
    /// ```
    public func addMessageHandler(named name: String, _ handler: @escaping (ScriptValue) throws -> Void) throws {
        messageHandlers[name] = handler
        try callHook("addHandler", [name])
    }

    /// Removes `window.webkit.messageHandlers.<name>`.
    public func removeMessageHandler(named name: String) throws {
        messageHandlers[name] = nil
        try callHook("removeHandler", [name])
    }

    /// The names of the installed message handlers.
    public var messageHandlerNames: [String] { messageHandlers.keys.sorted() }
}
