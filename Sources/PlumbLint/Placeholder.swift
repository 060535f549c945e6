public enum _PlumbLintPlaceholder {}
