import ScriptEngine

/// What went wrong in a headless web view, and where.
public enum HeadlessWebViewError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A DOM script that ships with ShopStage is missing from the bundle (a packaging error).
    case missingResource(String)
    /// The DOM's JavaScript did not link (a file uses a name it does not import, a layer imports a
    /// higher one…): ShopStage's own defect, named with its file and line.
    case domLink(DOMLinkError)
    /// `click(selector:)` found no element matching the selector.
    case noElementMatches(selector: String)
    /// `settle(within:until:)` moved the clock by `bound` (or until nothing was left to run) and no
    /// element matched the selector.
    case noElementMatchesWithin(selector: String, bound: Duration)
    /// The selector is not valid CSS (browsers throw a SyntaxError for it).
    case invalidSelector(selector: String, message: String)
    /// The DOM itself failed: a ShopStage bug, with the script error.
    case domFailure(ScriptError)
    /// `callAsyncJavaScript` got an argument name that is not a JavaScript identifier.
    case invalidArgumentName(String)
    /// `loadFileURL` could not read the file, or it lies outside the folder read access was given to.
    case unreadableFile(path: String, reason: String)
    /// The HTML parser's tree for `inputBytes` of HTML would need more than `budget` bytes
    /// (``HTMLParser/parseBudget(inputBytes:)``), or memory ran out: formatting elements left open
    /// and reopened for every later paragraph build far more nodes than the input holds.
    case htmlTooComplex(inputBytes: Int, budget: Int, outOfMemory: Bool)
    /// The `tag` starting on `line` took the distinct attributes of the document's elements with more
    /// than 256 attributes each past `limit`: a document the fast parser leaves to the standard one
    /// (whose attribute checks are quadratic) may not hold more.
    case tooManyAttributes(tag: String, line: Int, limit: Int)

    /// What failed and where.
    public var description: String {
        switch self {
        case .missingResource(let name): "HeadlessWebView resource \(name) is missing from the bundle"
        case .domLink(let error): "the DOM's JavaScript does not link: \(error)"
        case .noElementMatches(let selector): "no element matches the selector '\(selector)'"
        case .noElementMatchesWithin(let selector, let bound):
            "no element matches the selector '\(selector)' within \(bound) of virtual time"
        case .invalidSelector(let selector, let message): "'\(selector)' is not a valid selector: \(message)"
        case .domFailure(let error): "the DOM failed: \(error)"
        case .invalidArgumentName(let name): "callAsyncJavaScript: '\(name)' is not a valid JavaScript parameter name"
        case .unreadableFile(let path, let reason): "cannot load \(path): \(reason)"
        case .htmlTooComplex(let inputBytes, let budget, let outOfMemory):
            outOfMemory
                ? "the HTML parser ran out of memory on \(inputBytes) bytes of HTML"
                : "\(inputBytes) bytes of HTML would build a tree of more than \(budget) bytes (formatting "
                    + "elements left open are copied into every later paragraph)"
        case .tooManyAttributes(let tag, let line, let limit):
            "the <\(tag)> on line \(line) takes the distinct attributes of elements with more than "
                + "\(DuplicateAttributeFilter.attributeThreshold) each past \(limit), the most the HTML parser "
                + "accepts outside its fast path"
        }
    }
}
