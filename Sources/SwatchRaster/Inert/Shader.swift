import Foundation

/// Metal shaders (`ShaderLibrary.default.ripple(.float(t))`, `.colorEffect(…)`): there is no
/// Metal on Linux, so shaders compile and the view is drawn without them (docs/ARCHITECTURE.md §4.2).

/// A library of shader functions: SwiftUI's `ShaderLibrary`.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    // @unchecked: immutable.
    let source: String
    /// The app's default Metal library.
    public static let `default` = ShaderLibrary(source: "default")
    /// The default library of `bundle`.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: bundle.bundlePath) }
    /// A library from compiled Metal data.
    public init(data: Data) { source = "data" }
    /// A library from a file.
    public init(url: URL) { source = url.path }
    init(source: String) { self.source = source }
    /// The function `name` of the default library.
    public static subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: .default, name: name) }
    /// The function `name` of this library.
    public subscript(dynamicMember name: String) -> ShaderFunction { ShaderFunction(library: self, name: name) }
}

/// A shader function: SwiftUI's `ShaderFunction`; calling it with arguments makes a `Shader`.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String
    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }
    /// A shader of this function with `args`.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader { Shader(function: self, arguments: args) }
}

/// A shader with its arguments: SwiftUI's `Shader`.
public struct Shader: Equatable, Sendable {
    /// The function.
    public var function: ShaderFunction
    /// The arguments.
    public var arguments: [Argument]
    /// Whether the result is dithered.
    public var dithersColor = false
    /// A shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }
    /// Compiles the shader ahead of use; nothing to compile here.
    public func compile(as type: UsageType) async throws {}

    /// A shader argument: SwiftUI's `Shader.Argument`.
    public struct Argument: Equatable, Sendable {
        let kind: String
        /// A float.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(kind: "float") }
        /// Two floats.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument { Argument(kind: "float2") }
        /// Three floats.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument { Argument(kind: "float3") }
        /// Four floats.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument { Argument(kind: "float4") }
        /// A point as two floats.
        public static func float2(_ point: CGPoint) -> Argument { Argument(kind: "float2") }
        /// A size as two floats.
        public static func float2(_ size: CGSize) -> Argument { Argument(kind: "float2") }
        /// A vector as two floats.
        public static func float2(_ vector: CGVector) -> Argument { Argument(kind: "float2") }
        /// An array of floats.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(kind: "floatArray") }
        /// The bounding rectangle of the view.
        public static var boundingRect: Argument { Argument(kind: "boundingRect") }
        /// A color.
        public static func color(_ color: Color) -> Argument { Argument(kind: "color") }
        /// An array of colors.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(kind: "colorArray") }
        /// An image.
        public static func image(_ image: Image) -> Argument { Argument(kind: "image") }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(kind: "data") }
    }

    /// What a shader is used as.
    public struct UsageType: Hashable, Sendable {
        let name: String
        /// A fill.
        public static let shapeStyle = UsageType(name: "shapeStyle")
        /// A color effect.
        public static let colorEffect = UsageType(name: "colorEffect")
        /// A distortion.
        public static let distortionEffect = UsageType(name: "distortionEffect")
        /// A layer effect.
        public static let layerEffect = UsageType(name: "layerEffect")
    }
}

extension View {
    /// A Metal color shader over the view; not drawn here.
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }
    /// A Metal distortion shader; not drawn here.
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
    /// A Metal layer shader; not drawn here.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some View { self }
}

/// A shader as a fill (iOS 17: `Rectangle().fill(ShaderLibrary.sky(…))`): Apple's `Shader` is a
/// `ShapeStyle`. There is no Metal here, so, as with the shader effects, the shape is drawn
/// without it: clear, and the layout is the same.
extension Shader: ShapeStyle {
    /// Clear: the shader is not run.
    public func resolve(in environment: EnvironmentValues) -> Color { .clear }
}
