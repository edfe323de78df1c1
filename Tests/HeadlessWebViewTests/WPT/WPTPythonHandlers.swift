import Foundation
import HeadlessWebView

/// The wptserve Python handlers the runner answers in Swift. wptserve runs a test's `.py` file as
/// the request's handler; the runner has no Python, so each handler a measured test needs is
/// written here after its source, one entry a handler, looked up by URL path. A `.py` path not in
/// the table gets no answer (the load fails), so a test that needs another handler keeps failing.
enum WPTPythonHandlers {
    /// What a handler is given: the request's query, as wptserve's `request.GET` holds it.
    struct Request {
        var query: [(name: String, value: String)]

        /// `request.GET.first(name)`: the first value given for `name`, or nil.
        func first(_ name: String) -> String? { query.first { $0.name == name }?.value }
    }

    typealias Handler = @Sendable (Request) -> ProvidedResource

    /// URL path → handler.
    static let handlers: [String: Handler] = [
        "/dom/nodes/encoding.py": encoding,
        "/dom/nodes/Document-contentType/support/contenttype_setter.py": contentTypeSetter,
    ]

    /// Whether `path` names a Python handler (emulated or not): such a path is never served as a file.
    static func isHandler(_ path: String) -> Bool { path.hasSuffix(".py") }

    /// The answer of the handler at `path` for `query` (the URL's query, undecoded), or nil when
    /// the runner does not emulate it.
    static func response(path: String, query: String?) -> ProvidedResource? {
        handlers[path].map { $0(Request(query: parseQuery(query ?? ""))) }
    }

    /// `dom/nodes/encoding.py`: `<!doctype html><meta charset="LABEL">`, the label escaped with
    /// Python's `html.escape`; no Content-Type, so the page's encoding comes from the <meta>.
    static func encoding(_ request: Request) -> ProvidedResource {
        let label = request.first("label") ?? ""
        return ProvidedResource(body: "<!doctype html><meta charset=\"\(pythonHTMLEscape(label))\">", contentType: "")
    }

    /// `dom/nodes/Document-contentType/support/contenttype_setter.py`: a Content-Type of
    /// `type/subtype` when both are given (none with `removeContentType`), and `<head></head>` with,
    /// for `mime=M`, a `<meta http-equiv="Content-Type" content="M; charset=utf-8"/>` inside.
    static func contentTypeSetter(_ request: Request) -> ProvidedResource {
        var contentType = ""
        if let type = request.first("type"), let subtype = request.first("subtype"), !type.isEmpty, !subtype.isEmpty {
            contentType = type + "/" + subtype
        }
        if let remove = request.first("removeContentType"), !remove.isEmpty { contentType = "" }
        var body = "<head>"
        if let mime = request.first("mime"), !mime.isEmpty {
            body += "<meta http-equiv=\"Content-Type\" content=\"\(mime); charset=utf-8\"/>"
        }
        body += "</head>"
        return ProvidedResource(body: body, contentType: contentType)
    }

    /// Python's `urllib.parse.parse_qsl(query, keep_blank_values=True)`, which wptserve's
    /// `request.GET` is made from: `&`-separated pairs, `+` a space, percent escapes UTF-8.
    static func parseQuery(_ query: String) -> [(name: String, value: String)] {
        query.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (text: Substring) -> String in
                let spaced = text.replacingOccurrences(of: "+", with: " ")
                return spaced.removingPercentEncoding ?? spaced
            }
            return (decode(parts[0]), parts.count > 1 ? decode(parts[1]) : "")
        }
    }

    /// What Python's `html.escape(text)` (quote=True) replaces.
    static let pythonHTMLEscapes: [Character: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#x27;",
    ]

    /// Python's `html.escape(text)`.
    static func pythonHTMLEscape(_ text: String) -> String {
        text.reduce(into: "") { out, character in out += pythonHTMLEscapes[character] ?? String(character) }
    }
}
