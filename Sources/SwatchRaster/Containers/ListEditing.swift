import Foundation

/// A list in edit mode (issue 49): while the environment's `editMode` is active, rows that
/// `onDelete` can delete show the red delete control at their leading edge, with the content
/// moved over, and rows that `onMove` can move show the reorder handle at their trailing
/// edge, as `EditButton` and `.environment(\.editMode, …)` make iOS draw them. Outside edit
/// mode the rows are unchanged (a swipe never happens in a still). Sizes measured on iOS 17
/// and 18 screenshots (decodevM/TodoList@1305c53 ScreenShots/4.png, inset grouped on a 430 pt
/// iPhone 15 Pro Max; Lu-sdd/swift_todolist@3a5477f screenshots/Listview-move.png, plain on a
/// 402 pt iPhone 16 Pro): the delete control is a 21.67 pt disc of (255, 59, 48) whose
/// leading edge is 21.33 pt from the row's, the content and its separator move 40 pt over, and the
/// reorder handle is three 21.67 pt lines 1.4 pt thick at a 4.78 pt pitch in (197, 197, 199),
/// centred on the row, ending 21 pt from the row's trailing edge (ARCHITECTURE §5.17).
extension DynamicViewContent {
    /// Rows that edit mode can delete; `nil` turns deletion off.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        EditableRows(content: self, control: action == nil ? nil : .delete)
    }

    /// Rows that edit mode can reorder; `nil` turns moving off.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        EditableRows(content: self, control: action == nil ? nil : .move)
    }
}

/// Which edit control a row shows.
enum RowEditControl {
    case delete, move

    /// The space the control takes beside the content, the gap included: the content moves
    /// 40 pt for the delete control; the handle takes its 21.67 pt and a gap as wide again.
    var width: CGFloat {
        switch self {
        case .delete: return 40
        case .move: return 43.33
        }
    }
}

/// Rows with an edit action: each row is wrapped with its control while editing.
struct EditableRows<Content: DynamicViewContent>: DynamicViewContent, PrimitiveView {
    let content: Content
    let control: RowEditControl?
    /// The rows' collection, for modifiers further out.
    var data: Content.Data { content.data }
    var body: Never { primitiveBody() }

    func makeNodes(_ context: ResolveContext, into nodes: inout [Node]) {
        let environment = context.environment
        guard let control, environment.editMode?.wrappedValue.isEditing == true else {
            return context.resolveHere(content, into: &nodes)
        }
        // The handle ends 21 pt from the row's trailing edge, which is the content's trailing
        // inset further out than the row's content.
        let insets = ListMetrics(environment.listStyleKind, under: environment.navigationBarAbove).rowInsets
        context.resolveHere(content, into: &nodes) { node, index in
            let glyph = context.resolveSingle(RowEditGlyph(control: control), at: .slot("editControl", index))
            return EditRowNode(path: context.path, child: node, control: control, glyph: glyph,
                               discOffset: EditRowNode.discStartInset - insets.leading,
                               handleOutset: insets.trailing - EditRowNode.handleEndInset)
        }
    }
}

/// The controls' pictures: a red disc with a white bar, and the three grey handle lines.
struct RowEditGlyph: View {
    let control: RowEditControl
    var body: some View {
        switch control {
        case .delete:
            ZStack {
                Circle().fill(Color(.systemRed))
                Capsule().fill(Color.white).frame(width: 11, height: 1.6)
            }
            .frame(width: 21.67, height: 21.67)
        case .move:
            VStack(spacing: 4.78 - 1.4) {
                ForEach(0..<3, id: \.self) { _ in Capsule().fill(Color(.opaqueSeparator)).frame(width: 21.67, height: 1.4) }
            }
        }
    }
}

/// A row while editing: the control at its leading (delete) or trailing (move) edge,
/// vertically centred, and the content beside it offered what remains of the width. It
/// stays a modifier of the row, so the list still reads the row's own modifiers through it.
final class EditRowNode: ModifierNode {
    let control: RowEditControl
    let glyph: Node
    /// How far past the content's trailing edge the handle may reach (the row's trailing
    /// inset less the handle's 21 pt from the row's edge; negative keeps it inside).
    let handleOutset: CGFloat
    /// How far from the content's leading edge the delete disc starts (`discStartInset` less
    /// the row's leading inset, which may put it a little inside or outside the content).
    let discOffset: CGFloat
    /// The handle's ink ends this far from the row's trailing edge (both screenshots: 21.0).
    static let handleEndInset: CGFloat = 21
    /// The disc's ink starts this far from the row's leading edge (both screenshots: 21.33).
    static let discStartInset: CGFloat = 21.33

    init(path: ViewPath, child: Node, control: RowEditControl, glyph: Node, discOffset: CGFloat = 0, handleOutset: CGFloat = 0) {
        self.control = control
        self.glyph = glyph
        self.discOffset = discOffset
        self.handleOutset = handleOutset
        super.init(path: path, child: child)
    }

    private func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map { max(0, $0 - control.width) }, height: proposal.height)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let content = child.sizeThatFits(contentProposal(proposal))
        let mark = glyph.sizeThatFits(.unspecified)
        // A row with a reorder handle spans the width it is offered, so the handle trails.
        let width = control == .move ? (proposal.width ?? content.width + control.width) : content.width + control.width
        return CGSize(width: width, height: max(content.height, mark.height))
    }

    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {
        let offer = contentProposal(proposal)
        let content = child.sizeThatFits(offer)
        let mark = glyph.sizeThatFits(.unspecified)
        let markX = control == .delete ? frame.minX + discOffset : frame.maxX + handleOutset - mark.width
        glyph.place(CGRect(x: markX, y: frame.midY - mark.height / 2, width: mark.width, height: mark.height),
                    proposal: .unspecified, context)
        let contentX = control == .delete ? frame.minX + control.width : frame.minX
        child.place(CGRect(x: contentX, y: frame.midY - content.height / 2, width: content.width, height: content.height),
                    proposal: offer, context)
    }

    override func draw(_ list: inout DisplayList) {
        glyph.drawIfPlaced(&list)
        child.drawIfPlaced(&list)
    }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize) -> CGFloat? { nil }
}

extension Node {
    /// How far edit mode moves this row's content, and so its separator, over: the delete
    /// control's width when the row shows one.
    var editingIndent: CGFloat {
        var node: Node = self
        var indent: CGFloat = 0
        while let modifier = node as? ModifierNode {
            if let row = modifier as? EditRowNode, row.control == .delete { indent += row.control.width }
            node = modifier.child
        }
        return indent
    }
}
