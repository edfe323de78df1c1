import Logging

/// One line a script wrote with `console.log`, `info`, `warn`, `error` or `debug`.
public struct ConsoleRecord: Sendable, Equatable, CustomStringConvertible {
    /// The `console` method that wrote the line; the raw value is the method's name.
    public enum Level: String, Sendable, CaseIterable {
        /// `console.log`, `console.info`, `console.warn`, `console.error`, `console.debug`.
        case log, info, warn, error, debug
    }

    /// Which `console` method wrote it.
    public var level: Level
    /// The arguments as the console prints them, separated by spaces.
    public var message: String
    /// The script and line that called `console.*`, when the stack tells.
    public var sourceName: String?
    /// The line of that call, when the stack tells.
    public var line: Int?

    /// A record with every field.
    public init(level: Level, message: String, sourceName: String? = nil, line: Int? = nil) {
        self.level = level
        self.message = message
        self.sourceName = sourceName
        self.line = line
    }

    /// `[warn] page.js:12: the message`.
    public var description: String {
        let place = sourceName.map { name in line.map { "\(name):\($0)" } ?? name }
        return "[\(level.rawValue)] " + (place.map { "\($0): " } ?? "") + message
    }
}

extension ScriptContext {
    func recordConsole(level: ConsoleRecord.Level, message: String, stack: String) {
        let (sourceName, line) = Self.callerLocation(stack: stack)
        let record = ConsoleRecord(level: level, message: message, sourceName: sourceName, line: line)
        consoleRecords.append(record)
        let logLevel: Logger.Level
        switch level {
        case .debug: logLevel = .debug
        case .log, .info: logLevel = .info
        case .warn: logLevel = .warning
        case .error: logLevel = .error
        }
        configuration.logger.log(
            level: logLevel, "\(record.description)", metadata: ["context": .string(configuration.name)])
    }

    /// The first stack frame outside ShopStage's prelude: `fn@file.js:12:5` → (`file.js`, 12).
    static func callerLocation(stack: String) -> (String?, Int?) {
        for frame in stack.split(separator: "\n") {
            if frame.contains("shopstage-prelude.js") || frame.hasSuffix("[native code]") { continue }
            let location = frame.split(separator: "@", maxSplits: 1).last.map(String.init) ?? String(frame)
            let parts = location.split(separator: ":")
            guard parts.count >= 3, let line = Int(parts[parts.count - 2]) else { continue }
            return (parts.dropLast(2).joined(separator: ":"), line)
        }
        return (nil, nil)
    }

    /// Forgets the console records read so far.
    public func clearConsoleRecords() {
        consoleRecords.removeAll()
    }
}
