import SwatchRaster

/// Core Animation's layer as wrappers touch it through `view.layer`: corner radius, border
/// and shadow settings, kept for code that sets them. (QuartzCore's class on iOS; UIKit
/// reaches it, so it lives here.) The drawing of a wrapped view reads `cornerRadius`,
/// `borderWidth` and `borderColor` where it draws the view's background (§2.7).
open class CALayer: @unchecked Sendable {
    // @unchecked: set from the main actor only, as UIKit's layers are.
    /// A layer.
    public init() {}
    /// The corner radius of the background and border.
    open var cornerRadius: CGFloat = 0
    /// The border's width.
    open var borderWidth: CGFloat = 0
    /// The border's color.
    open var borderColor: CGColor?
    /// The fill.
    open var backgroundColor: CGColor?
    /// Whether sublayers are clipped to the corners.
    open var masksToBounds = false
    /// The shadow's color.
    open var shadowColor: CGColor?
    /// The shadow's opacity.
    open var shadowOpacity: Float = 0
    /// The shadow's offset.
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius.
    open var shadowRadius: CGFloat = 3
    /// The layer's opacity.
    open var opacity: Float = 1
    /// The layer's position on the z axis, which orders it among its siblings.
    open var zPosition: CGFloat = 0
    /// Which corners are rounded.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The corner curve: "circular" or "continuous".
    open var cornerCurve: CALayerCornerCurve = .circular
    /// Whether the layer is drawn into a bitmap before compositing; false by default, as Core
    /// Animation's. Kept: a still is drawn once, so caching changes nothing in it.
    open var shouldRasterize = false
    /// The scale of that bitmap relative to the layer; 1 by default, as Core Animation's.
    open var rasterizationScale: CGFloat = 1

    private var animationsByKey: [String: CAAnimation] = [:]
    /// Adds `anim` under `key` (replacing one of the same key); kept, not played: a still
    /// shows the model values (CAAnimation.swift).
    open func add(_ anim: CAAnimation, forKey key: String?) { animationsByKey[key ?? UUID().uuidString] = anim }
    /// The animation added under `key`.
    open func animation(forKey key: String) -> CAAnimation? { animationsByKey[key] }
    /// The keys of the added animations.
    open func animationKeys() -> [String]? { animationsByKey.isEmpty ? nil : Array(animationsByKey.keys) }
    /// Removes the animation under `key`.
    open func removeAnimation(forKey key: String) { animationsByKey[key] = nil }
    /// Removes every animation.
    open func removeAllAnimations() { animationsByKey.removeAll() }
}

/// Corners of a layer: Core Animation's `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    /// The bits.
    public let rawValue: UInt
    /// A mask of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Top left (in UIKit's flipped coordinates).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
}

/// The curve of rounded corners: Core Animation's `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// A curve named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corners.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
