import SwatchRaster

/// An on/off switch: UIKit's `UISwitch`. Inside a representable it draws as the named tile;
/// SwiftUI's `Toggle` is the switch the engine draws.
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// Whether it is on.
    open var isOn = false
    /// The track's color when on; nil, the system green.
    open var onTintColor: UIColor?
    /// The knob's color; nil, white.
    open var thumbTintColor: UIColor?
    /// A switch, off.
    nonisolated public override init(frame: CGRect) { super.init(frame: frame) }
    /// Turns it on or off.
    open func setOn(_ on: Bool, animated: Bool) { isOn = on }
    /// An `UISwitch` from an archive; there are none here, so it is made with its defaults.
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
