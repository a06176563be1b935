extension Alignment {
    /// Where a child of `childSize` goes inside a box of `size` so that their guides meet.
    func offset(of child: Node, childSize: CGSize, in size: CGSize) -> CGPoint {
        let container = ViewDimensions(size: size)
        return CGPoint(
            x: container[horizontal] - child.guide(horizontal.key, size: childSize),
            y: container[vertical] - child.guide(vertical.key, size: childSize))
    }
}

extension CGRect {
    init(origin: CGPoint, offset: CGPoint, size: CGSize) {
        self.init(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }
}
