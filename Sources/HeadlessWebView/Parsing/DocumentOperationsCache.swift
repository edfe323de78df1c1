import ScriptEngine
import Synchronization

/// The parser's operations for the documents loaded last, by their HTML, as the DOM's loader takes
/// them (`parse` in Loader.js): an e-Marketer action renders the same document on every new web
/// view, and the parse depends on nothing but the markup. One cache for the process (contexts run on
/// many threads), a few documents of bounded length; the oldest goes first.
enum DocumentOperationsCache {
    /// Documents kept.
    static let limit = 8
    /// Longer markup is parsed on every load. Actions that inline a library are 80–160 KB (jQuery and
    /// a carousel plugin): they are the ones whose parse costs most.
    static let maximumLength = 512 * 1024

    private static let entries = Mutex<[(html: String, arguments: [ScriptValue])]>([])

    /// The `parse` hook's arguments for `html`: its operations' JSON (UTF-8 when short, as
    /// JavaScriptCore keeps its ASCII in 8 bits; UTF-16 with its long texts beside, see
    /// ``OperationsTransport``, when long).
    static func arguments(for html: String) throws -> [ScriptValue] {
        let length = html.utf8.count
        guard length <= maximumLength else { return try parse(html, length: length) }
        if let found = entries.withLock({ list in list.first { $0.html == html }?.arguments }) { return found }
        let arguments = try parse(html, length: length)
        entries.withLock { list in
            if list.count >= limit { list.removeFirst() }
            list.append((html, arguments))
        }
        return arguments
    }

    private static func parse(_ html: String, length: Int) throws -> [ScriptValue] {
        if length < 1024 { return [.string(try HTMLParser.documentOperations(html))] }
        let transport = try OperationsTransport.document(html)
        return [.utf16(transport.json), .array(transport.texts.map { .utf16($0) })]
    }
}
