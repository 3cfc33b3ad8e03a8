// TestResult as CSV for spreadsheets: one row per measurement with the main numbers.
#include "testresultjson.h"

#include "report/measurementtext.h"

#include <cmath>

namespace DriveProof::Report {

namespace {

// RFC 4180: a field with a comma, a quote or a line break is quoted, quotes doubled.
QString csvField(const QString &text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) &&
        !text.contains(QLatin1Char('\n')) && !text.contains(QLatin1Char('\r')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString csvNumber(double v, int decimals)
{
    return std::isfinite(v) ? QString::number(v, 'f', decimals) : QString();
}

// The physical disk's count is the one that says whether flushes reached the drive.
std::optional<double> flushesPerCommit(const Measurement &m)
{
    for (auto it = m.flushes.crbegin(); it != m.flushes.crend(); ++it) {
        if (it->perCommit)
            return it->perCommit;
    }
    return std::nullopt;
}

} // namespace

QString testResultToCsv(const TestResult &result)
{
    const QString crlf = QStringLiteral("\r\n");
    QString csv = QStringLiteral("key,label,operation,block_size_bytes,queue_depth,threads,iops,"
                                 "mb_per_s,latency_mean_us,latency_p50_us,latency_p99_us,"
                                 "latency_p999_us,latency_max_us,flushes_per_commit,"
                                 "skipped_reason") +
                  crlf;
    for (const Measurement &m : result.measurements) {
        QStringList row{csvField(m.key),
                        csvField(measurementLabel(m)),
                        csvField(m.operation),
                        QString::number(m.blockSize),
                        QString::number(m.queueDepth),
                        QString::number(m.threads)};
        if (m.skippedReason.isEmpty()) {
            const std::optional<double> perCommit = flushesPerCommit(m);
            row << csvNumber(m.iops, 1) << csvNumber(m.bytesPerSecond / 1e6, 3)
                << csvNumber(m.latency.meanUs, 2) << csvNumber(m.latency.p50Us, 2)
                << csvNumber(m.latency.p99Us, 2) << csvNumber(m.latency.p999Us, 2)
                << csvNumber(m.latency.maxUs, 2)
                << (perCommit ? csvNumber(*perCommit, 3) : QString()) << QString();
        } else {
            for (int i = 0; i < 8; ++i)
                row << QString();
            row << csvField(skippedText(m));
        }
        csv += row.join(QLatin1Char(',')) + crlf;
    }
    return csv;
}

} // namespace DriveProof::Report
