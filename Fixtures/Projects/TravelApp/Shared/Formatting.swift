import Foundation

// Compiled by both `Shared` frameworks, one for iOS and one for watchOS.
public enum DistanceFormatting {
    public static func kilometres(_ metres: Double) -> String { String(format: "%.1f km", metres / 1000) }
}
