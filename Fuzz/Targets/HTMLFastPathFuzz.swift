// Differential: whenever the HTML fast path gives operations, they must be gumbo's, byte for byte
// (what FastHTMLParserTests checks on fixed inputs). Gumbo's path must never crash either.
// Input: the first byte picks the document or a fragment context, the rest is the HTML.
// fuzz-seeds: Fixtures/html/*.html Fixtures/actions/*.html
// fuzz-options: -max_len=8192
@testable import HeadlessWebView

/// Where the HTML is parsed: a document (nil), or a fragment in a context element and namespace.
private let contexts: [(tag: String, namespace: Int)?] = [
    nil, ("div", 0), ("body", 0), ("li", 0), ("p", 0), ("my-card", 0), ("table", 0), ("title", 0), ("svg", 1),
]

/// The fast path as `HTMLParser` tries it: on the input with the depth limiter's margin, then on
/// the limiter's rewrite if there is one.
private func fastOperations(_ html: String, _ context: (tag: String, namespace: Int)?) -> String? {
    func fast(_ html: String, _ limit: Int) -> String? {
        guard let context else { return HTMLParser.fastDocumentOperations(html, depthLimit: limit) }
        return HTMLParser.fastFragmentOperations(
            html, contextTag: context.tag, contextNamespace: context.namespace, depthLimit: limit)
    }
    if let operations = fast(html, DepthLimiter.scanLimit) { return operations }
    let limited = DepthLimiter.limit(html)
    return limited != html ? fast(limited, HTMLParser.maximumDepth) : nil
}

/// Gumbo's operations, or nil when its byte budget refused the input (no fast path answer can match then).
private func gumboOperations(_ html: String, _ context: (tag: String, namespace: Int)?) -> String? {
    guard let context else { return try? HTMLParser.documentOperations(html, fastPath: false) }
    return try? HTMLParser.fragmentOperations(
        html, contextTag: context.tag, contextNamespace: context.namespace, fastPath: false)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data, size > 0 else { return 0 }
    let context = contexts[Int(data[0]) % contexts.count]
    let html = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    guard let gumbo = gumboOperations(html, context) else { return 0 }
    if let fast = fastOperations(html, context), fast != gumbo {
        // The harness's way to report a finding: libFuzzer saves the input that got here.
        fatalError("fast path differs from gumbo\n#fast\n\(fast)\n#gumbo\n\(gumbo)")
    }
    return 0
}
