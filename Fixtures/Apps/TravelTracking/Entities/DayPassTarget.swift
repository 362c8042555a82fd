import AppIntents

/// A day pass is sold either for one landmark or for a whole collection.
@UnionValue
enum DayPassTarget {
    case landmark(LandmarkEntity)
    case collection(CollectionEntity)
}
