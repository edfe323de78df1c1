import EMarketer
import StageTesting

extension Fixtures {
    /// A panel with every action in `Fixtures/actions` (or `folder` under `Fixtures/`).
    public static func panel(folder: String = "actions") throws -> EMarketerPanel {
        try EMarketerPanel(contentsOf: url(folder))
    }

    /// The action `Fixtures/actions/<name>.json`, e.g. `summer-sale`.
    public static func action(_ name: String) throws -> PanelAction {
        try EMarketerPanel.loadAction(from: url("actions/\(name).json"))
    }
}
