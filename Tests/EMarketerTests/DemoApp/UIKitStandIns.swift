import Foundation

// The few UIKit views the SDK's demo app touches, as plain Linux stand-ins (test code only):
// the demo's controllers below use them exactly as they use UIKit's.

@MainActor
class UIViewController {
    var title: String?
}

@MainActor
final class UILabel {
    var text: String?
}

@MainActor
final class UIButton {
    var isHidden = false
}

@MainActor
final class UIStackView {
    var isHidden = false
}

@MainActor
final class UIActivityIndicatorView {
    private(set) var isAnimating = false
    func startAnimating() { isAnimating = true }
    func stopAnimating() { isAnimating = false }
}

/// The demo's text field (a `UITextField` that remembers its text).
@MainActor
final class MYTextField {
    var text: String?
    var isHidden = false
    func setStorageKey(_ key: String) {}
}

/// The demo's picker: a list of options and the selected index.
@MainActor
final class MYPickerView {
    private(set) var options: [String] = []
    var selected = 0
    func setOptions(_ options: [String]) { self.options = options }
    func setOnChange(_ onChange: @escaping (Int) -> Void) {}
    func getValue() -> Int { selected }
}

/// The demo's table: rows of (text, selectable).
@MainActor
final class MYTableView {
    private(set) var rows: [(String, Bool)] = []
    func setRows(rows: [(String, Bool)]) { self.rows = rows }
    func setOnSelect(_ onSelect: @escaping (Int) -> Void) {}
}
