// `import Combine` on Linux (docs/ARCHITECTURE.md §2.7): OpenCombine's implementation under
// Combine's names. OpenCombine is imported, not re-exported: it also declares
// `ObservableObject`, `@Published` and `ObservableObjectPublisher`, which the engine already
// has (the settle loop watches them, §4.3), and re-exporting both would make every model
// class ambiguous. The aliases below give each Combine name exactly one definition.
import OpenCombine
import SwatchRaster

// One declaration of OpenCombine, re-exported alone, so that every file importing Combine
// imports OpenCombine too: top-level names still come only from the aliases (Protocols.swift,
// Types.swift), but the compiler's checks that a file imports the module defining what it
// uses now pass. Without it, Swift 6 mode rejected `S.SchedulerTimeType` in public
// signatures ("'OpenCombine' was not imported by this file": combine-schedulers, The
// Composable Architecture) and MemberImportVisibility hid `sink`, `map` and `subscribe`
// (swift-sharing, swift-clocks): 46 and more of try! Tokyo's repairs.
@_exported import protocol OpenCombine.Publisher

// From the engine, only the names that `import Combine` brings on Apple's systems, or that
// Apple's Foundation brings there and Linux's lacks (every file of an app's package imports
// this module implicitly, as `import Foundation` brings Combine on Apple's systems). The whole
// engine was re-exported before: its `Color`, `Text` and `Image` then clashed with an app's or
// a package's own types of those names in files that never import SwiftUI (SwiftTerm's
// `Color`, SwiftTermApp measured), which Apple's Combine never brings.
@_exported import protocol SwatchRaster.ObservableObject
// Apple's Foundation reaches Observation: Harbour's view models say `@Observable` in files that
// import Foundation and never SwiftUI or Observation.
@_exported import Observation
@_exported import class SwatchRaster.ObservableObjectPublisher
@_exported import struct SwatchRaster.Published
@_exported import func SwatchRaster.autoreleasepool
@_exported import struct SwatchRaster.Selector
@_exported import func SwatchRaster.NSSelectorFromString
@_exported import func SwatchRaster.NSStringFromSelector
@_exported import class SwatchRaster.DateComponentsFormatter
@_exported import class SwatchRaster.FileWrapper
@_exported import class SwatchRaster.ListFormatter
@_exported import class SwatchRaster.MeasurementFormatter
@_exported import struct SwatchRaster.MeasurementFormatUnitUsage
@_exported import class SwatchRaster.RelativeDateTimeFormatter
@_exported import class SwatchRaster.NSHashTable
@_exported import class SwatchRaster.NSUserActivity
@_exported import class SwatchRaster.NSMetadataQuery
@_exported import class SwatchRaster.NSMetadataItem
@_exported import var SwatchRaster.NSMetadataQueryUbiquitousDocumentsScope
@_exported import var SwatchRaster.NSMetadataQueryUbiquitousDataScope
@_exported import var SwatchRaster.NSMetadataQueryAccessibleUbiquitousExternalDocumentsScope
@_exported import var SwatchRaster.NSMetadataItemURLKey
@_exported import var SwatchRaster.NSMetadataItemFSNameKey
@_exported import var SwatchRaster.NSMetadataItemPathKey
@_exported import class SwatchRaster.NSUbiquitousKeyValueStore
@_exported import var SwatchRaster.NSUbiquitousKeyValueStoreChangeReasonKey
@_exported import var SwatchRaster.NSUbiquitousKeyValueStoreChangedKeysKey
@_exported import var SwatchRaster.NSUbiquitousKeyValueStoreServerChange
@_exported import var SwatchRaster.NSUbiquitousKeyValueStoreInitialSyncChange
@_exported import var SwatchRaster.NSUbiquitousKeyValueStoreQuotaViolationChange
@_exported import var SwatchRaster.NSUbiquitousKeyValueStoreAccountChange
@_exported import class SwatchRaster.ValueTransformer
@_exported import struct SwatchRaster.NSValueTransformerName
@_exported import class SwatchRaster.NSSecureUnarchiveFromDataTransformer
@_exported import protocol SwatchRaster._ValueTransformerLookup
