// The Firework hashtag filter expression parser: any text gives an expression or a
// `HashtagFilterError`, never a crash; an expression reads back from its own description.
import FireworkShopping

@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let expression = try? HashtagFilterExpression(parsing: text) else { return 0 }
    // The harness's way to report a finding: libFuzzer saves the input that got here.
    guard let reread = try? HashtagFilterExpression(parsing: expression.description) else {
        fatalError("'\(expression.description)' does not parse")
    }
    if reread != expression { fatalError("'\(expression.description)' reads back as '\(reread.description)'") }
    let words = text.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map(String.init)
    _ = expression.matches(hashtags: words)
    return 0
}
