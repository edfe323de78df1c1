import EMarketer
import WebKit

/// Shows the first action e-Marketer has for this visit in the app's web view and reports what the
/// user taps in it, as the e-Marketer iOS SDK's usage example does.
@MainActor
final class ActionPresenter {
    let webView = WKWebView(frame: .zero, configuration: WKWebViewConfiguration())
    private(set) var labelStatus = ""

    func showFirstAction() async throws {
        guard let action = try await eMarketerTracker.inst.getResult().actions.first else { return }
        action.renderOnWebkitView(webView) { clicked in
            // Reported to e-Marketer, so there will be CTR and close-rate statistics.
            eMarketerTracker.inst.reportActionClicked(clicked: clicked)
            self.labelStatus = "clicked=\(clicked.status); arg=\(clicked.arg); href=\(clicked.href)"
        }
    }
}
