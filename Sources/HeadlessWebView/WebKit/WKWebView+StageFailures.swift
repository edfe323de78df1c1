import StageFailures

// A page's errors reach a stage's test: they go to the stage's ledger when the run ends (the stage
// asks the web views still alive) or when the web view goes, those the test read of `pageErrors`
// marked as looked at.
extension WKWebView: StageFailureSource {
    public func reportHeldFailures() {
        guard let failureLedger else { return }
        let errors = recordedPageErrors
        let source = "WKWebView \(url?.absoluteString ?? "about:blank")"
        for (index, record) in errors.enumerated().dropFirst(reportedPageErrors) {
            var failure = StageFailure(
                kind: .pageError, source: source, subject: record.message, message: record.description,
                time: now, origin: failureOrigin)
            failure.isExamined = index < examinedPageErrors
            failureLedger.report(failure)
        }
        reportedPageErrors = errors.count
    }
}
