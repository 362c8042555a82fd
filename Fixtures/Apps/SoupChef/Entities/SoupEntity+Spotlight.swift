import AppIntents

// Soups show up in Spotlight; tapping one runs OrderSoupIntent's OpenIntent sibling.
extension SoupEntity: IndexedEntity {}
