import ArgumentParser
import Foundation
import HeadlessWebView

/// `--viewport WIDTHxHEIGHT`: the web view's frame, in CSS pixels, for the commands that render a
/// page (an iPhone's 390×844 by default). The layout, `innerWidth`/`innerHeight` and media queries
/// read it.
struct ViewportOption: ParsableArguments {
    /// The largest side accepted: far past any screen, small enough that a typo is an error.
    static let largestSide = 10_000.0

    @Option(
        help: ArgumentHelp(
            "The web view's size in CSS pixels, as WIDTHxHEIGHT (default: an iPhone's 390x844).",
            valueName: "WxH"))
    var viewport: String?

    func validate() throws { _ = try frame() }

    /// The frame `--viewport` gives, or `.zero` (the web view's default viewport) without one.
    func frame() throws -> CGRect {
        guard let viewport else { return .zero }
        guard let size = Self.parse(viewport) else {
            throw ValidationError(
                "--viewport takes WIDTHxHEIGHT in CSS pixels, each from 1 to \(Int(Self.largestSide)) "
                    + "(e.g. 390x844), not '\(viewport)'")
        }
        return CGRect(x: 0, y: 0, width: size.width, height: size.height)
    }

    /// `390x844` (also `390X844` and `390×844`) as its two sides, or nil.
    static func parse(_ text: String) -> (width: Double, height: Double)? {
        let parts = text.split(whereSeparator: { $0 == "x" || $0 == "X" || $0 == "×" }).map(String.init)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else { return nil }
        guard (1...largestSide).contains(width), (1...largestSide).contains(height) else { return nil }
        return (width, height)
    }
}
