import Foundation

/// A list in edit mode (issue 49): while the environment's `editMode` is active, rows that
/// `onDelete` can delete show the red delete control at their leading edge, with the content
/// moved over, and rows that `onMove` can move show the reorder handle at their trailing
/// edge, as `EditButton` and `.environment(\.editMode, …)` make iOS draw them. Outside edit
/// mode the rows are unchanged (a swipe never happens in a still). Sizes: the control is
/// `minus.circle.fill` at 22 pt and the content moves 38 pt, the handle three 18 pt lines
/// (approximations of UITableView's editing controls, not yet measured; ARCHITECTURE §5.17).
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

    /// The space the control takes beside the content, the gap included.
    var width: CGFloat {
        switch self {
        case .delete: return 38
        case .move: return 34
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
        guard let control, context.environment.editMode?.wrappedValue.isEditing == true else {
            return context.resolveHere(content, into: &nodes)
        }
        context.resolveHere(content, into: &nodes) { node, index in
            let glyph = context.resolveSingle(RowEditGlyph(control: control), at: .slot("editControl", index))
            return EditRowNode(path: context.path, child: node, control: control, glyph: glyph)
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
                Capsule().fill(Color.white).frame(width: 11, height: 2.5)
            }
            .frame(width: 22, height: 22)
        case .move:
            VStack(spacing: 4) {
                ForEach(0..<3, id: \.self) { _ in Capsule().fill(Color(.tertiaryLabel)).frame(width: 18, height: 1.5) }
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

    init(path: ViewPath, child: Node, control: RowEditControl, glyph: Node) {
        self.control = control
        self.glyph = glyph
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
        let markX = control == .delete ? frame.minX : frame.maxX - mark.width
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
