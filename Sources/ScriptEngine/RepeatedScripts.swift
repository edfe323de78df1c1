#if canImport(CJavaScriptCore)
internal import CJavaScriptCore
#else
internal import JavaScriptCore
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Long script texts a group's contexts run again and again — a library a page inlines, run in
/// every page made from the same markup — parsed once for the VM and evaluated from that parse.
///
/// JavaScriptCore keeps the compiled code of a text it has seen, but finds it by a hash of the
/// whole text, computed anew for every evaluation: 0.1 ms for jQuery's 89 KB, on every page that
/// inlines it. A parsed script (`JSScriptRef`) keeps its hash, and its evaluation in a new global
/// costs 14 µs. A text is looked up here by its name, first line, length and characters (a
/// comparison of memory, several times cheaper than the hash); it is parsed on its second
/// evaluation, so a text run once is never parsed twice.
///
/// Only the evaluation is shared: each context runs the script's top-level code in its own global,
/// as it would from the text.
final class RepeatedScripts {
    /// Shorter texts are evaluated from their text: their hash is cheap.
    static let minimumLength = 4096
    /// Texts kept, the least recently evaluated dropped first.
    static let capacity = 16

    private struct Entry {
        let text: JSStringRef
        let sourceName: String
        let line: Int
        /// Made on the text's second evaluation.
        var script: JSScriptRef?
        /// The text did not parse: it is evaluated from its text, which reports the error, every time.
        var unparseable = false
    }

    private let group: JSContextGroupRef
    /// Least recently evaluated first.
    private var entries: [Entry] = []

    init(group: JSContextGroupRef) {
        self.group = group
    }

    /// Releases every text and parse; called by the group before it releases its VM.
    func removeAll() {
        for entry in entries { release(entry) }
        entries.removeAll()
    }

    /// The parsed script of `text` (named `sourceName`, starting at `line`) when it has been evaluated
    /// before in this group; nil when it is short, seen for the first time, or does not parse (the
    /// caller evaluates the text, which reports the syntax error with its position). The caller
    /// retains the script while it runs: a nested evaluation may drop it from here.
    func script(for text: JSStringRef, sourceName: String, line: Int) -> JSScriptRef? {
        let length = JSStringGetLength(text)
        guard length >= Self.minimumLength else { return nil }
        guard let index = entries.firstIndex(where: { Self.same($0, text, length, sourceName, line) }) else {
            remember(Entry(text: JSStringRetain(text), sourceName: sourceName, line: line, script: nil))
            return nil
        }
        var entry = entries.remove(at: index)
        if entry.script == nil, !entry.unparseable {
            entry.script = parse(entry.text, length: length, sourceName: sourceName, line: line)
            entry.unparseable = entry.script == nil
        }
        entries.append(entry)
        if entry.script != nil { evaluationsFromParse += 1 }
        return entry.script
    }

    /// How many evaluations this group made from a kept parse.
    private(set) var evaluationsFromParse = 0
    /// How many texts are kept.
    var count: Int { entries.count }

    /// `text` parsed for the group, its first line numbered `line`. JavaScriptCore numbers a parsed
    /// script's lines from 1 whatever first line it was given, so the text is parsed after `line - 1`
    /// line breaks: its errors and stacks give the lines the page's own evaluation gives.
    private func parse(_ text: JSStringRef, length: Int, sourceName: String, line: Int) -> JSScriptRef? {
        guard line >= 1, line <= Self.maximumFirstLine, let characters = JSStringGetCharactersPtr(text) else { return nil }
        var padded = [JSChar](repeating: 0x0A, count: line - 1)
        padded.append(contentsOf: UnsafeBufferPointer(start: characters, count: length))
        guard let source = JSStringCreateWithCharacters(padded, padded.count) else { return nil }
        defer { JSStringRelease(source) }
        return sourceName.withJSString { url in JSScriptCreateFromString(group, url, 1, source, nil, nil) }
    }

    /// A script starting further down its page is evaluated from its text.
    static let maximumFirstLine = 100_000

    private static func same(_ entry: Entry, _ text: JSStringRef, _ length: Int, _ sourceName: String, _ line: Int) -> Bool {
        guard entry.line == line, JSStringGetLength(entry.text) == length, entry.sourceName == sourceName else { return false }
        let kept = JSStringGetCharactersPtr(entry.text)
        let asked = JSStringGetCharactersPtr(text)
        if kept == asked { return true }
        guard let kept, let asked else { return false }
        return memcmp(kept, asked, length * MemoryLayout<JSChar>.size) == 0
    }

    private func remember(_ entry: Entry) {
        if entries.count >= Self.capacity { release(entries.removeFirst()) }
        entries.append(entry)
    }

    private func release(_ entry: Entry) {
        if let script = entry.script { JSScriptRelease(script) }
        JSStringRelease(entry.text)
    }
}
