import ArgumentParser
import EMarketer
import Foundation

/// `shopstage action …`: e-Marketer HTML actions, rendered headlessly.
struct Action: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "e-Marketer HTML actions: the document the SDK renders, and the clicks it captures.",
        subcommands: [ActionHTML.self, ActionClick.self, ActionVerify.self]
    )
}

/// Options both `action` subcommands share: the HTML file and the action id.
struct ActionFileOptions: ParsableArguments {
    @Argument(help: "The action's HTML content (what was put in the e-Marketer panel).")
    var file: String

    @Option(help: "The action id the captured clicks carry.")
    var actionId: Int = 1

    /// The file as a `text/html` action named after the file.
    func action(tracker: eMarketerTracker = .inst) throws -> eMarketerAction {
        try Self.action(file: file, actionId: actionId, tracker: tracker)
    }

    /// The HTML file `file` as a `text/html` action named after the file.
    static func action(file: String, actionId: Int, tracker: eMarketerTracker) throws -> eMarketerAction {
        let content: String
        do {
            content = try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw ValidationError("cannot read \(file): \(error.localizedDescription)")
        }
        let name = (file as NSString).lastPathComponent
        return eMarketerAction(id: actionId, name: name, contentType: "text/html", content: content, tracker: tracker)
    }
}

/// `shopstage action html <F.html> [--action-id N]`: prints the action's `contentHtmlDoc`.
///
/// ```
/// $ shopstage action html Fixtures/actions/summer-sale.html --action-id 101
/// <html><head><meta http-equiv="Content-Type" content="text/html; charset=utf-8">…</head><body style=…
/// <script src="https://counter.personyze.com/web-view.js?v=0"></script>…
/// ```
struct ActionHTML: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "html",
        abstract: "Print the action's contentHtmlDoc: its HTML wrapped with the click-capture library.")

    @OptionGroup var options: ActionFileOptions

    func run() throws {
        let action = try options.action()
        print(action.contentHtmlDoc ?? "", terminator: "")
    }
}
