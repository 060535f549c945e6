public enum _PlumbCorePlaceholder {}
