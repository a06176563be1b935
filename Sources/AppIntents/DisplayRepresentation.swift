import Foundation
import SwatchRaster

/// How one value shows in Shortcuts and Siri: AppIntents' `DisplayRepresentation`, usually a
/// string literal in `caseDisplayRepresentations`.
public struct DisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// The image beside the title: AppIntents' `DisplayRepresentation.Image`.
    public struct Image: Sendable {
        /// The SF Symbol's name, if it is one.
        public let systemName: String?
        /// The asset's name, if it is one.
        public let name: String?
        /// The image's URL, if it is one.
        public let url: URL?
        /// Whether it is tinted like text.
        public let isTemplate: Bool

        /// An SF Symbol.
        public init(systemName: String, isTemplate: Bool = false) {
            self.systemName = systemName
            name = nil
            url = nil
            self.isTemplate = isTemplate
        }
        /// An image from the app's assets.
        public init(named name: String, isTemplate: Bool = false) {
            systemName = nil
            self.name = name
            url = nil
            self.isTemplate = isTemplate
        }
        /// An image at `url`.
        public init(url: URL, isTemplate: Bool = false) {
            systemName = nil
            name = nil
            self.url = url
            self.isTemplate = isTemplate
        }
        /// Image data (not decoded).
        public init(data: Data, isTemplate: Bool = false) {
            systemName = nil
            name = nil
            url = nil
            self.isTemplate = isTemplate
        }
    }

    /// The title.
    public let title: LocalizedStringResource
    /// The line under it.
    public let subtitle: LocalizedStringResource?
    /// The image.
    public let image: Image?
    /// Other names Siri accepts (iOS 17).
    public let synonyms: [LocalizedStringResource]

    /// A representation with a title, subtitle, image and synonyms.
    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }
    /// A representation titled with a literal.
    public init(stringLiteral value: String) { self.init(title: LocalizedStringResource(stringLiteral: value)) }
    /// A representation titled with an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// How a type is named in Shortcuts: AppIntents' `TypeDisplayRepresentation`.
public struct TypeDisplayRepresentation: ExpressibleByStringInterpolation, Sendable {
    /// The type's name.
    public let name: LocalizedStringResource
    /// "\(placeholder: .int) items", for counts.
    public let numericFormat: LocalizedStringResource?

    /// A name and a numeric format.
    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.name = name
        self.numericFormat = numericFormat
    }
    /// A name of a literal.
    public init(stringLiteral value: String) { self.init(name: LocalizedStringResource(stringLiteral: value)) }
    /// A name of an interpolated literal.
    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(name: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }
}

/// A type with a name for Shortcuts: AppIntents' `TypeDisplayRepresentable`.
public protocol TypeDisplayRepresentable {
    /// The type's name.
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that shows itself in Shortcuts: AppIntents' `DisplayRepresentable`.
public protocol DisplayRepresentable: TypeDisplayRepresentable {
    /// How this value shows.
    var displayRepresentation: DisplayRepresentation { get }
}
