import Foundation
import SwatchRaster
// Apple's StoreKit imports UIKit and so re-exports it: its review and sheet calls take UIKit
// scenes, and a file importing only Foundation and StoreKit can name `UIApplication`.
@_exported import UIKit

// `import StoreKit` on Linux (docs/ARCHITECTURE.md §2.7): the types and views a paywall
// touches. There is no App Store here: product requests return no products, there are no
// transactions, and the store views draw as placeholder tiles captioned with their names.

/// An in-app product: StoreKit's `Product`.
public struct Product: Identifiable, Hashable, Sendable {
    /// The product identifier.
    public let id: String
    /// The localized name.
    public let displayName: String
    /// The localized description.
    public let description: String
    /// The price.
    public let price: Decimal
    /// The price formatted for display.
    public let displayPrice: String
    /// The kind of product.
    public let type: ProductType
    /// Subscription details, for subscriptions.
    public var subscription: SubscriptionInfo? { nil }

    /// The products with `identifiers`; the App Store is not reachable, so none.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product] where Identifiers.Element == String { [] }

    /// Buys the product; never completes a purchase here.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult { .userCancelled }

    /// A kind of product.
    public struct ProductType: Hashable, Sendable {
        let name: String
        /// Used up once bought.
        public static let consumable = ProductType(name: "consumable")
        /// Bought once, kept.
        public static let nonConsumable = ProductType(name: "nonConsumable")
        /// Renews until cancelled.
        public static let autoRenewable = ProductType(name: "autoRenewable")
        /// Lasts a fixed time.
        public static let nonRenewable = ProductType(name: "nonRenewable")
    }

    /// What a purchase ended with.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        /// Attaches an app account token.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: token.uuidString) }
    }

    /// A subscription's terms.
    public struct SubscriptionInfo: Hashable, Sendable {
        /// The subscription group.
        public let subscriptionGroupID: String
        /// How long a period lasts.
        public let subscriptionPeriod: SubscriptionPeriod
    }

    /// A subscription period.
    public struct SubscriptionPeriod: Hashable, Sendable {
        /// The number of units.
        public let value: Int
        /// The unit.
        public let unit: Unit
        /// A unit of time.
        public enum Unit: Hashable, Sendable { case day, week, month, year }
    }
}

/// A signed StoreKit value and whether it verified: StoreKit's `VerificationResult`.
public enum VerificationResult<SignedType: Sendable>: Sendable {
    case unverified(SignedType, VerificationError)
    case verified(SignedType)

    /// The value, whether or not it verified.
    public var unsafePayloadValue: SignedType {
        switch self {
        case .unverified(let value, _), .verified(let value): return value
        }
    }

    /// The value if it verified; otherwise the verification error is thrown, so a caller's
    /// `try` sees an unverified purchase as iOS shows it.
    public var payloadValue: SignedType {
        get throws {
            switch self {
            case .verified(let value): return value
            case .unverified(_, let error): throw error
            }
        }
    }

    /// Why a value did not verify.
    public enum VerificationError: Error, Sendable {
        case revokedCertificate, invalidCertificateChain, invalidDeviceVerification, invalidEncoding, invalidSignature, missingRequiredProperties
    }
}

/// A purchase: StoreKit's `Transaction`. (SwiftUI has a `Transaction` too; code that imports
/// both writes `StoreKit.Transaction`, as on iOS.)
public struct Transaction: Identifiable, Hashable, Sendable {
    /// The transaction identifier.
    public let id: UInt64
    /// The product bought.
    public let productID: String
    /// When it was bought.
    public let purchaseDate: Date
    /// When it was revoked, if it was.
    public let revocationDate: Date?
    /// The kind of product.
    public let productType: Product.ProductType

    /// Marks the transaction as delivered.
    public func finish() async {}

    /// The transactions that entitle the user now: none.
    public static var currentEntitlements: Transactions { Transactions() }
    /// Every transaction: none.
    public static var all: Transactions { Transactions() }
    /// New transactions as they arrive: none arrive.
    public static var updates: Transactions { Transactions() }
    /// Transactions not yet finished: none, since nothing is bought here.
    public static var unfinished: Transactions { Transactions() }
    /// The user's current entitlement to `productID`: none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
    /// The latest transaction for `productID`: none, as nothing is bought here.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// A sequence of transactions that yields none.
    public struct Transactions: AsyncSequence, Sendable {
        /// Each transaction, verified or not.
        public typealias Element = VerificationResult<Transaction>
        /// Ends at once.
        public struct AsyncIterator: AsyncIteratorProtocol {
            /// No more transactions.
            public mutating func next() async -> VerificationResult<Transaction>? { nil }
        }
        /// The iterator.
        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}

/// The App Store: StoreKit's `AppStore`.
public enum AppStore {
    /// Syncs purchases; nothing to sync.
    public static func sync() async throws {}
    /// Whether the user can pay; no.
    public static var canMakePayments: Bool { false }
}

/// Asks for an App Store review: StoreKit's `RequestReviewAction`. Inert.
public struct RequestReviewAction: Sendable {
    /// Asks for a review; nothing is shown in a still.
    @MainActor public func callAsFunction() {}
}

extension EnvironmentValues {
    /// Asks for an App Store review (inert).
    public var requestReview: RequestReviewAction { RequestReviewAction() }
}

/// The review prompt before iOS 16: StoreKit's `SKStoreReviewController`.
public enum SKStoreReviewController {
    /// Asks for a review; inert.
    public static func requestReview() {}
    /// Asks for a review in `windowScene` (iOS 14); inert.
    public static func requestReview(in windowScene: UIWindowScene) {}
}

/// SwiftUI's `ProductView` (iOS 17): one product's card, drawn as a placeholder tile.
public struct ProductView<Icon: View, PlaceholderIcon: View>: View {
    let id: String
    /// The card of the product with `id`.
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView { self.id = id }
    /// The card of `product`.
    public init(_ product: Product, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView { self.id = product.id }
    /// The card of the product with `id` and a custom icon (Apple's placeholder while loading).
    public init(id: Product.ID, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: () -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon { self.id = id }
    /// A tile captioned with the product identifier.
    public var body: some View { _PlaceholderTile("ProductView \(id)") }
}

/// The icon a store view shows while a product loads: StoreKit's
/// `AutomaticProductPlaceholderIcon`. Nothing loads here, so it is never shown.
public struct AutomaticProductPlaceholderIcon: View {
    /// Nothing: the store views draw as captioned tiles.
    public var body: some View { EmptyView() }
}

/// SwiftUI's `StoreView` (iOS 17): a list of products, drawn as a placeholder tile.
public struct StoreView<Icon: View, PlaceholderIcon: View>: View {
    /// A store of the products with `ids`.
    public init<C: Collection>(ids: C, prefersPromotionalIcon: Bool = false) where C.Element == Product.ID, Icon == EmptyView, PlaceholderIcon == EmptyView {}
    /// A store of the products with `ids`, each with the icon `icon` makes for it.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == AutomaticProductPlaceholderIcon {}
    /// A store of the products with `ids`, with custom icons and a custom placeholder icon.
    public init(ids productIDs: some Collection<String>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon, @ViewBuilder placeholderIcon: () -> PlaceholderIcon) {}
    /// A store of `products`.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false) where Icon == EmptyView, PlaceholderIcon == EmptyView {}
    /// A store of `products`, each with the icon `icon` makes for it.
    public init(products: some Collection<Product>, prefersPromotionalIcon: Bool = false, @ViewBuilder icon: @escaping (Product) -> Icon) where PlaceholderIcon == EmptyView {}
    /// A tile captioned "StoreView".
    public var body: some View { _PlaceholderTile("StoreView") }
}

/// SwiftUI's `SubscriptionStoreView` (iOS 17): a subscription paywall, drawn as a tile.
public struct SubscriptionStoreView<Content: View>: View {
    let content: Content
    /// The paywall of the subscription group `groupID`.
    public init(groupID: String) where Content == EmptyView { content = EmptyView() }
    /// The paywall of the subscriptions with `productIDs`.
    public init<C: Collection>(productIDs: C) where C.Element == String, Content == EmptyView { content = EmptyView() }
    /// The paywall of `groupID` with custom marketing content above the options.
    public init(groupID: String, @ViewBuilder marketingContent: () -> Content) { content = marketingContent() }
    /// The paywall of `productIDs` with custom marketing content above the options.
    public init<C: Collection>(productIDs: C, @ViewBuilder marketingContent: () -> Content) where C.Element == String { content = marketingContent() }
    /// The marketing content above a tile captioned "SubscriptionStoreView".
    public var body: some View {
        VStack(spacing: 0) {
            content
            _PlaceholderTile("SubscriptionStoreView")
        }
    }
}

extension View {
    /// Runs `action` when a purchase completes; none completes here.
    nonisolated public func onInAppPurchaseCompletion(perform action: @escaping (Product, Result<Product.PurchaseResult, Error>) async -> Void) -> some View { self }
    /// Shows the subscription management sheet; nothing is presented in a still.
    nonisolated public func manageSubscriptionsSheet(isPresented: Binding<Bool>) -> some View { self }
    /// Sets how product views look; they are tiles here.
    nonisolated public func productViewStyle<S: ProductViewStyle>(_ style: S) -> some View { self }
    /// Sets the subscription store's button label; the store is a tile here.
    nonisolated public func subscriptionStoreButtonLabel<L>(_ label: L) -> some View { self }
    /// Sets the subscription store's control style; the store is a tile here.
    nonisolated public func subscriptionStoreControlStyle<S>(_ style: S) -> some View { self }
    /// Shows or hides a store's auxiliary buttons; the store is a tile here.
    nonisolated public func storeButton(_ visibility: Visibility, for buttonKinds: StoreButtonKind...) -> some View { self }
}

/// How a `ProductView` looks: StoreKit's `ProductViewStyle`. Product views draw as captioned
/// tiles here, so a style is accepted and changes nothing.
public protocol ProductViewStyle {}

/// The system's choice of product view style.
public struct AutomaticProductViewStyle: ProductViewStyle {
    /// The automatic style.
    public init() {}
}

/// A product view with a small icon beside its text.
public struct CompactProductViewStyle: ProductViewStyle {
    /// The compact style.
    public init() {}
}

/// A product view with its icon, text and button in a row.
public struct RegularProductViewStyle: ProductViewStyle {
    /// The regular style.
    public init() {}
}

/// A product view with a large icon above its text.
public struct LargeProductViewStyle: ProductViewStyle {
    /// The large style.
    public init() {}
}

extension ProductViewStyle where Self == AutomaticProductViewStyle {
    /// The system's choice.
    public static var automatic: AutomaticProductViewStyle { AutomaticProductViewStyle() }
}

extension ProductViewStyle where Self == CompactProductViewStyle {
    /// A small icon beside the text.
    public static var compact: CompactProductViewStyle { CompactProductViewStyle() }
}

extension ProductViewStyle where Self == RegularProductViewStyle {
    /// Icon, text and button in a row.
    public static var regular: RegularProductViewStyle { RegularProductViewStyle() }
}

extension ProductViewStyle where Self == LargeProductViewStyle {
    /// A large icon above the text.
    public static var large: LargeProductViewStyle { LargeProductViewStyle() }
}

/// An auxiliary button of a store view: StoreKit's `StoreButtonKind`.
public struct StoreButtonKind: Hashable, Sendable {
    let name: String
    /// The button that closes the store.
    public static let cancellation = StoreButtonKind(name: "cancellation")
    /// The button that restores purchases.
    public static let restorePurchases = StoreButtonKind(name: "restorePurchases")
    /// The button that redeems an offer code.
    public static let redeemCode = StoreButtonKind(name: "redeemCode")
    /// The button that signs in.
    public static let signIn = StoreButtonKind(name: "signIn")
    /// The links to the terms and privacy policy.
    public static let policies = StoreButtonKind(name: "policies")
}
