// A writer for the OpenMetrics text exposition (https://openmetrics.io, version 1.0.0), kept
// to the part that the Prometheus text format 0.0.4 reads the same way: gauges only, no
// timestamps, `# UNIT` lines (a comment to 0.0.4) and `# EOF` (a comment too). So one file
// serves both the OpenMetrics parsers and node_exporter's textfile collector, which reads
// only the older format (an OpenMetrics `info` or `counter` family would be refused or
// renamed there). Identity goes into a gauge named *_info with the value 1, as Prometheus
// did before `info` existed (node_uname_info).
//
// Pure: no I/O. Everything that came from a drive passes through labelValue(): made valid
// UTF-8, stripped of control characters, bounded, and escaped (\\ \" \n).
#pragma once

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>

namespace DriveProof::Report {

// Longest label value kept, in characters (before escaping); longer ones end in "…".
constexpr qsizetype kMaxLabelValueChars = 128;

// A label value as it goes between the quotes: valid UTF-8 (lone surrogates and
// non-characters become U+FFFD), control characters other than newline become U+FFFD,
// at most kMaxLabelValueChars characters, then \ " and newline escaped.
QByteArray escapeLabelValue(const QString &value);

// [a-zA-Z_:][a-zA-Z0-9_:]* for metric names, [a-zA-Z_][a-zA-Z0-9_]* for label names.
bool isValidMetricName(const QString &name);
bool isValidLabelName(const QString &name);

using Labels = QList<QPair<QString, QString>>; // name, value; in this order on the line

class OpenMetricsWriter
{
public:
    // Starts a gauge family. `unit` (may be empty) must be the name's last part: "celsius"
    // for driveproof_temperature_celsius. The help text is one line of ASCII written by us.
    // A family that gets no sample writes nothing. Names are checked: an invalid one, or
    // a family started twice, is a programming error and marks the writer failed.
    void gauge(const QString &name, const QString &help, const QString &unit = {});
    // A sample of the current family. Non-finite values are written as NaN/+Inf/-Inf.
    // A second sample with the same labels in one family is dropped (and marks failure).
    void sample(const Labels &labels, double value);

    // The exposition so far, ending in "# EOF\n".
    QByteArray finish();
    // False when a name or label was invalid or repeated (see above); the output still
    // parses, without the offending lines.
    bool ok() const { return m_ok; }

private:
    void flushFamily();

    QByteArray m_out;
    QString m_name;
    QByteArray m_header;
    QByteArray m_samples;
    QList<QByteArray> m_seenLabels;
    QList<QString> m_families;
    bool m_ok = true;
};

// The shortest text that reads back as the same double ("0.5", "1e+21", "NaN", "+Inf").
QByteArray formatValue(double value);

} // namespace DriveProof::Report
