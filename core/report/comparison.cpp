#include "comparison.h"

#include "reporttr.h"

#include <QLocale>

#include <cmath>

namespace DriveProof::Report {

namespace {

QString sizeText(quint64 bytes)
{
    return QLocale().formattedDataSize(qint64(bytes), 0, QLocale::DataSizeIecFormat);
}

QString secondsText(double seconds)
{
    //: a time per step; %1 seconds, e.g. "5" or "0.5"
    return Tr::tr("%1 s").arg(QLocale().toString(seconds, 'g', 3));
}

QString targetKindText(const QString &kind)
{
    if (kind == QLatin1String("temporary-file"))
        return Tr::tr("temporary file");
    if (kind == QLatin1String("file"))
        return Tr::tr("file");
    if (kind == QLatin1String("device"))
        return Tr::tr("whole device");
    return kind;
}

QString fileSystemText(const TestResult &r)
{
    //: where a run had no file system under it (the raw device)
    return r.environment.fileSystem.isEmpty() ? Tr::tr("none (raw device)")
                                              : r.environment.fileSystem;
}

} // namespace

QString engineOf(const TestResult &result)
{
    for (const Measurement &m : result.measurements)
        if (m.skippedReason.isEmpty() && m.ops > 0 && !m.backend.isEmpty())
            return m.backend;
    return {};
}

double stepSecondsOf(const TestResult &result)
{
    const double ms = result.parameters.value(QStringLiteral("duration_ms")).toDouble();
    return ms > 0 ? ms / 1000.0 : 0.0;
}

QList<ComparisonWarning> comparisonWarnings(const TestResult &a, const TestResult &b)
{
    QList<ComparisonWarning> out;
    if (a.family != b.family)
        //: %1 and %2 two test keys, e.g. "quick" and "random"
        out.append({QStringLiteral("family"),
                    Tr::tr("They are different tests (%1 and %2).").arg(a.family, b.family)});
    if (a.targetSizeBytes != b.targetSizeBytes && a.targetSizeBytes && b.targetSizeBytes)
        //: %1 and %2 test sizes, e.g. "128 MiB" and "1 GiB"
        out.append({QStringLiteral("size"),
                    Tr::tr("They used different test sizes (%1 and %2): a small area fits a "
                           "cache that a large one overflows.")
                        .arg(sizeText(a.targetSizeBytes), sizeText(b.targetSizeBytes))});
    if (a.targetKind != b.targetKind)
        //: %1 and %2 kinds of target, e.g. "temporary file" and "whole device"
        out.append({QStringLiteral("target-kind"),
                    Tr::tr("They ran on different kinds of target (%1 and %2): a file system "
                           "adds its own work to every write.")
                        .arg(targetKindText(a.targetKind), targetKindText(b.targetKind))});
    else if (a.environment.fileSystem != b.environment.fileSystem)
        //: %1 and %2 file systems, e.g. "ext4" and "btrfs"
        out.append({QStringLiteral("file-system"),
                    Tr::tr("They ran on different file systems (%1 and %2).")
                        .arg(fileSystemText(a), fileSystemText(b))});
    const QString engineA = engineOf(a);
    const QString engineB = engineOf(b);
    if (!engineA.isEmpty() && !engineB.isEmpty() && engineA != engineB)
        //: %1 and %2 I/O engines, e.g. "io_uring" and "psync"
        out.append({QStringLiteral("engine"),
                    Tr::tr("They used different I/O engines (%1 and %2).").arg(engineA, engineB)});
    const double stepA = stepSecondsOf(a);
    const double stepB = stepSecondsOf(b);
    if (stepA > 0 && stepB > 0 && std::abs(stepA - stepB) > 1e-6 && a.family == b.family)
        //: %1 and %2 times per step, e.g. "2 s" and "5 s"
        out.append({QStringLiteral("step-time"),
                    Tr::tr("They ran for different times per step (%1 and %2).")
                        .arg(secondsText(stepA), secondsText(stepB))});
    return out;
}

QString settingsText(const TestResult &result)
{
    QStringList parts;
    if (result.targetSizeBytes)
        parts << sizeText(result.targetSizeBytes);
    if (const double step = stepSecondsOf(result); step > 0)
        //: the time each step of a test ran; %1 e.g. "5 s"
        parts << Tr::tr("%1 per step").arg(secondsText(step));
    if (!result.targetKind.isEmpty()) {
        if (result.environment.fileSystem.isEmpty())
            parts << targetKindText(result.targetKind);
        else
            //: %1 a kind of target ("temporary file"), %2 its file system ("ext4")
            parts << Tr::tr("%1 on %2")
                         .arg(targetKindText(result.targetKind), result.environment.fileSystem);
    }
    if (const QString engine = engineOf(result); !engine.isEmpty())
        parts << engine;
    return parts.join(QStringLiteral(" · "));
}

QString quickCheckText(quint64 sizeBytes, double stepSeconds)
{
    //: the quick check's definition; %1 a test size ("1 GiB"), %2 a time per step ("5 s").
    //: SEQ1M Q8T1 etc. are CrystalDiskMark's test names: keep them.
    return Tr::tr("SEQ1M Q8T1, SEQ1M Q1T1, RND4K Q32T1, RND4K Q1T1 · %1 · %2 per step")
        .arg(sizeText(sizeBytes), secondsText(stepSeconds));
}

} // namespace DriveProof::Report
