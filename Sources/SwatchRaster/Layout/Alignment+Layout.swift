extension Alignment {
    /// Where a child of `childSize` goes inside a box of `size` so that their guides meet.
    func offset(of child: Node, childSize: CGSize, in size: CGSize) -> CGPoint {
        let container = ViewDimensions(size: size)
        return CGPoint(
            x: container[horizontal].offset(aligning: child.guide(horizontal.key, size: childSize)),
            y: container[vertical].offset(aligning: child.guide(vertical.key, size: childSize)))
    }
}

extension CGFloat {
    /// How far a view of this length reaches past its alignment guide at `guide`. A view
    /// of infinite length (taken from an infinite proposal) reaches infinitely far on both
    /// sides of a centre or trailing guide, which is also infinite: `∞ - ∞` would be NaN,
    /// and a NaN size compares unequal to itself and poisons every sum it enters.
    func extent(past guide: CGFloat) -> CGFloat {
        isInfinite && guide.isInfinite ? self : self - guide
    }

    /// The offset that puts a child's guide at `self` (the line all guides meet on). When both
    /// are infinite (a child of infinite height centred, or baselines below an infinite view),
    /// the child starts at the line rather than at `∞ - ∞`, which is NaN.
    func offset(aligning guide: CGFloat) -> CGFloat {
        isInfinite && guide.isInfinite ? 0 : self - guide
    }
}

extension CGRect {
    init(origin: CGPoint, offset: CGPoint, size: CGSize) {
        self.init(x: origin.x + offset.x, y: origin.y + offset.y, width: size.width, height: size.height)
    }
}
