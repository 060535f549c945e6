public enum _PlumbReportPlaceholder {}
