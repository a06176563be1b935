/// A view whose own geometry is degenerate (a NaN or infinite offset, position, scale, angle,
/// opacity, blur radius or trim bound): it keeps the size its content asks for, so its
/// neighbours stay where they would be, but neither it nor anything inside it is placed or
/// drawn (docs/ARCHITECTURE.md §5.21).
///
/// Why not draw it somewhere: no position is right for it. An infinite offset puts the view
/// where no screen reaches; a NaN one nowhere at all. Drawing it at its unmodified place would
/// show something SwiftUI does not.
final class UndrawnNode: ModifierNode {
    override func placeChildren(_ context: PlacementContext, proposal: ProposedViewSize) {}
    override func draw(_ list: inout DisplayList) {}
}
