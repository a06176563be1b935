import SwatchRaster

/// A table of rows: UIKit's `UITableView`. Drawn as the placeholder tile when wrapped (SwiftUI's
/// `List` is the table the engine draws); registration, data source and delegate are kept so
/// that wrapper code runs, and `dequeueReusableCell` hands out cells of the registered class.
@MainActor @preconcurrency
open class UITableView: UIScrollView {
    /// A table's look: UIKit's `UITableView.Style`.
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    /// How separators are drawn: UIKit's `UITableViewCell.SeparatorStyle`.
    public typealias SeparatorStyle = UITableViewCell.SeparatorStyle
    /// How a row change is animated: UIKit's `UITableView.RowAnimation`.
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// Where a row scrolls to: UIKit's `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }

    /// The look.
    public let style: Style
    /// The object that supplies rows.
    open weak var dataSource: (any UITableViewDataSource)?
    /// The object told about selection and sizing.
    open weak var tableViewDelegate: (any UITableViewDelegate)?
    /// A row's height.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// The estimated row height.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// A section header's height.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// A section footer's height.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// How separators are drawn.
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The space above each section header (iOS 15); UIKit's automatic amount by default.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The separators' color.
    open var separatorColor: UIColor?
    /// The separators' insets.
    open var separatorInset: UIEdgeInsets = .zero
    /// The view above the rows.
    open var tableHeaderView: UIView?
    /// The view below the rows.
    open var tableFooterView: UIView?
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected.
    open var allowsMultipleSelection = false
    /// Whether the table is in editing mode.
    open var isEditing = false
    private var registered: [String: UITableViewCell.Type] = [:]

    /// "Size the row to its content", as UIKit's sentinel.
    nonisolated public static let automaticDimension: CGFloat = -1

    /// A table of `frame` and `style`.
    nonisolated public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }
    /// A plain table of `frame`.
    nonisolated public override init(frame: CGRect) {
        style = .plain
        super.init(frame: frame)
    }

    /// Registers the cell class for `identifier`.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registered[identifier] = cellClass as? UITableViewCell.Type
    }
    /// Registers a header or footer class; kept.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {}
    /// A new cell of the class registered for `identifier` (a default cell otherwise).
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        (registered[identifier] ?? UITableViewCell.self).init(style: .default, reuseIdentifier: identifier)
    }
    /// A new cell of the class registered for `identifier`, or nil when none is.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        registered[identifier].map { $0.init(style: .default, reuseIdentifier: identifier) }
    }
    /// Reloads the rows; the table is not drawn row by row here.
    open func reloadData() {}
    /// Reloads some rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Inserts rows.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Deletes rows.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {}
    /// Groups changes.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updates?()
        completion?(true)
    }
    /// Groups changes (the old form).
    open func beginUpdates() {}
    /// Ends a group of changes.
    open func endUpdates() {}
    /// Selects a row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {}
    /// Deselects a row.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {}
    /// Scrolls to a row; nothing scrolls in a still.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {}
    /// The selected row; none.
    open var indexPathForSelectedRow: IndexPath? { nil }
    /// A plain table from an archive; there are none here.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }
}

/// One row of a table: UIKit's `UITableViewCell`.
@MainActor @preconcurrency
open class UITableViewCell: UIView {
    /// The built-in cell layouts: UIKit's `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    /// The mark at a row's trailing edge: UIKit's `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    /// How selection is shown: UIKit's `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    /// How separators are drawn: UIKit's `UITableViewCell.SeparatorStyle`.
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }

    /// The reuse identifier.
    public let reuseIdentifier: String?
    /// The main label.
    public let textLabel: UILabel? = UILabel(frame: .zero)
    /// The secondary label.
    public let detailTextLabel: UILabel? = UILabel(frame: .zero)
    /// The leading image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    /// The view to add content to.
    public let contentView = UIView(frame: .zero)
    /// The trailing mark.
    open var accessoryType: AccessoryType = .none
    /// A trailing view in place of the mark.
    open var accessoryView: UIView?
    /// How selection is shown.
    open var selectionStyle: SelectionStyle = .default

    /// A cell of `style`.
    required nonisolated public init(style: CellStyle, reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
    }
    /// Called before reuse.
    open func prepareForReuse() {}
    /// A cell from an archive, with no reuse identifier; there are none here.
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        super.init(coder: coder)
    }
}

/// What supplies a table's rows: UIKit's `UITableViewDataSource`.
@MainActor @preconcurrency
public protocol UITableViewDataSource: AnyObject {
    /// The rows in `section`.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections.
    func numberOfSections(in tableView: UITableView) -> Int
    /// A section's header title.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// A section's footer title.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No header.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No footer.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table tells its delegate: UIKit's `UITableViewDelegate`, with defaults in place of
/// Objective-C optionals.
@MainActor @preconcurrency
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// A row was selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// A row's height.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
}

extension UITableViewDelegate {
    /// Nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// The table's row height.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
}
