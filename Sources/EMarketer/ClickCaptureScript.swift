import Foundation

/// The click-capture library script (`Resources/click-capture.js`) and the document
/// `contentHtmlDoc` wraps an action's HTML in.
public enum ClickCaptureScript {
    /// The library's source. If the resource is missing from the build, a script that
    /// throws says so, rather than a page whose clicks are silently not captured.
    public static let source: String = {
        if let url = Bundle.module.url(forResource: "click-capture", withExtension: "js", subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        {
            return text
        }
        return "throw new Error('ShopStage: the EMarketer resource click-capture.js is missing from the build');\n"
    }()

    /// `content` wrapped in `<html>`, `<head>` (the library, installed for `actionId`) and `<body>`.
    public static func htmlDocument(content: String, actionId: Int) -> String {
        """
        <!DOCTYPE html>
        <html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <script>
        \(source)emarketerClickCapture.install(document, { actionId: \(actionId) });
        </script>
        </head><body>
        \(content)
        </body></html>

        """
    }
}
