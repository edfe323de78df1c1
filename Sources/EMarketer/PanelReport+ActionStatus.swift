/// The SDK's "Action Status" command as a report: one place maps the status strings
/// (`executed`, `target`, `close`, `product`, `article`, `error`, `dont-show`) to report kinds.
extension PanelReport {
    /// A command the tracker queues: the panel stamps its time and session when the request arrives.
    static func command(_ kind: Kind, fill: (inout PanelReport) -> Void = { _ in }) -> PanelReport {
        var report = PanelReport(time: .distantPast, session: 0, kind: kind)
        fill(&report)
        return report
    }

    /// `status` and `arg` as `reportActionStatus` sends them; an unknown status is kept as
    /// ``Kind/actionStatus`` with both, as the SDK sends it on.
    static func actionStatus(actionId: Int, status: String, arg: String, href: String? = nil) -> PanelReport {
        command(kind(forStatus: status)) { report in
            report.actionId = actionId
            report.href = href
            switch report.kind {
            case .close:
                report.arg = arg
                report.dontShowSessions = Int(arg)
            case .productClick: report.productId = arg
            case .articleClick: report.articleId = arg
            case .error: report.message = arg
            case .actionStatus:
                report.status = status
                report.arg = arg
            default: break
            }
        }
    }

    static func kind(forStatus status: String) -> Kind {
        switch status {
        case "executed": .executed
        case "target": .click
        case "close": .close
        case "product": .productClick
        case "article": .articleClick
        case "error": .error
        case "dont-show": .dontShow
        default: .actionStatus
        }
    }
}
