import Foundation

/// One web-platform-tests file the runner loads: an HTML page, or a `.any.js` / `.window.js`
/// script wrapped in a page as WPT's server (wptserve) wraps it.
struct WPTTestFile: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case page
        /// `X.any.js` or `X.window.js`, served as `X.any.html` / `X.html` with the `// META: script=` files first.
        case wrappedScript(metaScripts: [String], title: String?)
    }

    /// The path inside the checkout, `dom/nodes/Node-cloneNode.html`: the file's name in the expectations.
    var path: String
    var kind: Kind

    /// The URL the page is loaded at (what `location` says): the wrapped scripts' as wptserve names them.
    var pagePath: String {
        guard case .wrappedScript = kind else { return path }
        return String(path.dropLast(".js".count)) + ".html"
    }
}

/// Finds the files in scope under a checkout: every file of `dom/events`, `dom/nodes`,
/// `html/semantics/forms`, `custom-elements` and `css/cssom-view` (the layout model's geometry; their
/// sub-folders included) that is a testharness.js
/// test the headless web view can be given. What is left out is counted by reason, so the summary says it.
struct WPTCatalog {
    static let scopes = ["dom/events", "dom/nodes", "html/semantics/forms", "custom-elements", "css/cssom-view"]
    /// Scopes a checkout may lack (a copy extracted before they were measured): skipped, saying why.
    static let optionalScopes: Set<String> = ["custom-elements", "css/cssom-view"]

    var files: [WPTTestFile] = []
    /// Reason → paths left out.
    var excluded: [String: [String]] = [:]

    init(checkout: URL, scopes: [String] = WPTCatalog.scopes) throws {
        for scope in scopes {
            let root = checkout.appendingPathComponent(scope)
            if Self.optionalScopes.contains(scope), !FileManager.default.fileExists(atPath: root.path) {
                exclude(scope, "folder absent from this checkout: the scope is skipped")
                continue
            }
            guard let walker = FileManager.default.enumerator(atPath: root.path) else {
                throw WPTRunnerError.missingDirectory(root.path)
            }
            var paths: [String] = []
            while let relative = walker.nextObject() as? String { paths.append(relative) }
            for relative in paths.sorted() {
                let path = scope + "/" + relative
                var isDirectory: ObjCBool = false
                guard
                    FileManager.default.fileExists(
                        atPath: checkout.appendingPathComponent(path).path, isDirectory: &isDirectory),
                    !isDirectory.boolValue
                else { continue }
                try classify(path, in: checkout)
            }
        }
    }

    private mutating func exclude(_ path: String, _ reason: String) {
        excluded[reason, default: []].append(path)
    }

    private mutating func classify(_ path: String, in checkout: URL) throws {
        let name = (path as NSString).lastPathComponent
        let components = path.split(separator: "/")
        // Support files: what tests load, not tests.
        if components.contains(where: { $0 == "resources" || $0 == "support" || $0 == "tools" }) { return }
        let isPage = name.hasSuffix(".html") || name.hasSuffix(".htm")
        let isScript = name.hasSuffix(".any.js") || name.hasSuffix(".window.js")
        let isMarkupOtherThanHTML = [".xhtml", ".xht", ".xml", ".svg"].contains { name.hasSuffix($0) }
        if isMarkupOtherThanHTML {
            // The web view parses HTML only; an XML page parsed as HTML would measure something else.
            if try read(path, in: checkout).contains("testharness.js") {
                exclude(path, "XML document (.xhtml/.xht/.svg/.xml): the web view loads HTML only")
            }
            return
        }
        if name.hasSuffix(".worker.js") || name.hasSuffix(".serviceworker.js") || name.hasSuffix(".sharedworker.js") {
            exclude(path, "worker test: the web view has no workers")
            return
        }
        guard isPage || isScript else { return }
        if name.contains("-manual.") {
            exclude(path, "manual test: needs a person")
            return
        }
        if name.contains("-ref.") || name.contains("-notref.") { return }
        if name.contains(".sub.") {
            // `{{host}}`, `{{ports}}`… are filled in by wptserve when it serves the file.
            exclude(path, "server substitution (.sub.): needs wptserve to fill in the page")
            return
        }
        let text = try read(path, in: checkout)
        if isScript {
            files.append(WPTTestFile(path: path, kind: Self.wrapped(text)))
            return
        }
        // Reftests and crash tests do not load testharness.js: nothing to compare for a DOM.
        guard text.contains("/resources/testharness.js") else { return }
        files.append(WPTTestFile(path: path, kind: .page))
    }

    /// The `// META:` lines at the head of a wrapped script (`script=…`, `title=…`).
    static func wrapped(_ text: String) -> WPTTestFile.Kind {
        var scripts: [String] = []
        var title: String?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty { continue }
            guard trimmed.hasPrefix("// META:") else { break }
            let field = trimmed.dropFirst("// META:".count).trimmingCharacters(in: .whitespaces)
            if field.hasPrefix("script=") { scripts.append(String(field.dropFirst("script=".count))) }
            if field.hasPrefix("title=") { title = String(field.dropFirst("title=".count)) }
        }
        return .wrappedScript(metaScripts: scripts, title: title)
    }

    private func read(_ path: String, in checkout: URL) throws -> String {
        let url = checkout.appendingPathComponent(path)
        do {
            return try String(contentsOf: url, encoding: .utf8)
        } catch {
            // A few WPT files are deliberately not UTF-8 (encoding tests): read them byte for byte.
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw WPTRunnerError.unreadableFile(url.path)
            }
            return String(decoding: data, as: UTF8.self)
        }
    }
}

/// What stops the runner before it runs anything (a file's own failures are results, not errors).
enum WPTRunnerError: Error, CustomStringConvertible {
    case missingDirectory(String)
    case unreadableFile(String)
    case malformedExpectations(line: Int, text: String, reason: String)

    var description: String {
        switch self {
        case .missingDirectory(let path): "WPT checkout has no directory \(path)"
        case .unreadableFile(let path): "cannot read \(path)"
        case .malformedExpectations(let line, let text, let reason):
            "wpt-expectations.txt line \(line): \(reason): \(text)"
        }
    }
}
