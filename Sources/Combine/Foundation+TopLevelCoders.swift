import Foundation
import OpenCombine

// Apple's Foundation makes its coders Combine's top-level coders when Combine is imported, so
// that `.decode(type: Model.self, decoder: JSONDecoder())` builds; Linux Foundation knows no
// Combine. Each coder already has the one method the protocol asks for.

/// `publisher.decode(type:decoder: JSONDecoder())`, from `Data`.
extension JSONDecoder: @retroactive TopLevelDecoder {}
/// `publisher.encode(encoder: JSONEncoder())`, to `Data`.
extension JSONEncoder: @retroactive TopLevelEncoder {}
/// `publisher.decode(type:decoder: PropertyListDecoder())`, from `Data`.
extension PropertyListDecoder: @retroactive TopLevelDecoder {}
/// `publisher.encode(encoder: PropertyListEncoder())`, to `Data`.
extension PropertyListEncoder: @retroactive TopLevelEncoder {}
