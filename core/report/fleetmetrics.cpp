#include "fleetmetrics.h"

#include "openmetrics.h"

#include "cache/cachefindings.h"
#include "healthmetrics.h"
#include "heatmetrics.h"
#include "testresultjson.h"

#include <functional>

namespace DriveProof::Report {

namespace {

using Snapshots = QList<DriveSnapshot>;

QString boolText(bool v)
{
    return v ? QStringLiteral("true") : QStringLiteral("false");
}

Labels device(const DriveSnapshot &d)
{
    return {{QStringLiteral("device"), d.info.name}};
}

Labels with(Labels labels, const QString &name, const QString &value)
{
    labels.append({name, value});
    return labels;
}

double seconds(const QDateTime &t)
{
    return double(t.toMSecsSinceEpoch()) / 1000.0;
}

// One gauge with one optional value per drive.
void perDrive(OpenMetricsWriter &w, const Snapshots &drives, const QString &name,
              const QString &help, const QString &unit,
              const std::function<std::optional<double>(const DriveSnapshot &)> &value)
{
    w.gauge(name, help, unit);
    for (const DriveSnapshot &d : drives) {
        if (const std::optional<double> v = value(d))
            w.sample(device(d), *v);
    }
}

template <typename T> std::optional<double> num(const std::optional<T> &v)
{
    return v ? std::optional<double>(double(*v)) : std::nullopt;
}

QString overallKey(Health::Overall o)
{
    switch (o) {
    case Health::Overall::Good:
        return QStringLiteral("good");
    case Health::Overall::Caution:
        return QStringLiteral("caution");
    case Health::Overall::Bad:
        return QStringLiteral("bad");
    case Health::Overall::Unknown:
        break;
    }
    return QStringLiteral("unknown");
}

void identity(OpenMetricsWriter &w, const Snapshots &drives, const ExportRun &run)
{
    w.gauge(QStringLiteral("driveproof_build_info"),
            QStringLiteral("The DriveProof version that wrote this file; always 1."));
    w.sample({{QStringLiteral("version"), run.version}}, 1);
    w.gauge(QStringLiteral("driveproof_export_timestamp_seconds"),
            QStringLiteral("When this file was written, in seconds since the epoch."),
            QStringLiteral("seconds"));
    w.sample({}, seconds(run.time));
    w.gauge(QStringLiteral("driveproof_export_duration_seconds"),
            QStringLiteral("How long collecting this file took."), QStringLiteral("seconds"));
    w.sample({}, run.durationSeconds);

    w.gauge(QStringLiteral("driveproof_drive_info"),
            QStringLiteral("A drive's identity as labels; always 1."));
    for (const DriveSnapshot &d : drives) {
        const Device::DeviceInfo &i = d.info;
        w.sample(
            {{QStringLiteral("device"), i.name},
             {QStringLiteral("path"), i.path},
             {QStringLiteral("kind"), i.isLoop() ? QStringLiteral("loop") : QStringLiteral("disk")},
             {QStringLiteral("transport"), Device::transportKey(i.transport)},
             {QStringLiteral("model"), i.model},
             {QStringLiteral("vendor"), i.vendor},
             {QStringLiteral("serial"), i.serial},
             {QStringLiteral("firmware"), i.firmware},
             {QStringLiteral("wwn"), i.wwn}},
            1);
    }
    perDrive(w, drives, QStringLiteral("driveproof_drive_size_bytes"),
             QStringLiteral("A drive's capacity."), QStringLiteral("bytes"),
             [](const DriveSnapshot &d) { return double(d.info.sizeBytes); });
    perDrive(w, drives, QStringLiteral("driveproof_drive_logical_block_size_bytes"),
             QStringLiteral("A drive's logical sector size."), QStringLiteral("bytes"),
             [](const DriveSnapshot &d) { return double(d.info.logicalBlockSize); });
    perDrive(w, drives, QStringLiteral("driveproof_drive_physical_block_size_bytes"),
             QStringLiteral("A drive's physical sector size."), QStringLiteral("bytes"),
             [](const DriveSnapshot &d) { return double(d.info.physicalBlockSize); });
    perDrive(w, drives, QStringLiteral("driveproof_drive_rotational"),
             QStringLiteral("1 for a spinning drive, 0 for solid state or a file."), {},
             [](const DriveSnapshot &d) { return d.info.rotational ? 1.0 : 0.0; });
}

void health(OpenMetricsWriter &w, const Snapshots &drives)
{
    w.gauge(QStringLiteral("driveproof_health_skipped"),
            QStringLiteral("1 when the drive's health was not read this time; reason "
                           "test_running: a DriveProof test runs on it."));
    for (const DriveSnapshot &d : drives) {
        if (!d.health && !d.healthSkipped.isEmpty())
            w.sample(with(device(d), QStringLiteral("reason"), d.healthSkipped), 1);
    }
    w.gauge(QStringLiteral("driveproof_health_status"),
            QStringLiteral("1 for the drive's overall health (good, caution, bad, unknown), "
                           "0 for the others."));
    for (const DriveSnapshot &d : drives) {
        if (!d.health)
            continue;
        for (const Health::Overall o : {Health::Overall::Good, Health::Overall::Caution,
                                        Health::Overall::Bad, Health::Overall::Unknown})
            w.sample(with(device(d), QStringLiteral("status"), overallKey(o)),
                     d.health->overall == o ? 1 : 0);
    }
    using H = Health::HealthSummary;
    const auto field = [&](const char *name, const char *help, const char *unit,
                           const std::function<std::optional<double>(const H &)> &get) {
        perDrive(w, drives, QLatin1String(name), QLatin1String(help), QLatin1String(unit),
                 [&get](const DriveSnapshot &d) {
                     return d.health ? get(*d.health) : std::optional<double>();
                 });
    };
    field("driveproof_temperature_celsius", "The drive's temperature.", "celsius",
          [](const H &h) { return h.temperatureCelsius; });
    field("driveproof_power_on_seconds", "How long the drive has been powered on.", "seconds",
          [](const H &h) {
              return h.powerOnHours ? std::optional<double>(double(*h.powerOnHours) * 3600)
                                    : std::nullopt;
          });
    field("driveproof_power_cycles", "How often the drive was powered on.", "",
          [](const H &h) { return num(h.powerCycles); });
    field("driveproof_unsafe_shutdowns",
          "Power losses the drive counted without a clean shutdown before.", "",
          [](const H &h) { return num(h.unsafeShutdowns); });
    field("driveproof_media_errors", "Unrecovered data integrity errors (NVMe).", "",
          [](const H &h) { return num(h.mediaErrors); });
    field("driveproof_bad_sectors", "Reallocated and pending sectors (ATA).", "",
          [](const H &h) { return num(h.badSectors); });
    field("driveproof_wear_used_ratio", "Part of the rated life used (NVMe; may exceed 1).",
          "ratio", [](const H &h) {
              return h.percentageUsed ? std::optional<double>(*h.percentageUsed / 100.0)
                                      : std::nullopt;
          });
    field(
        "driveproof_available_spare_ratio", "Spare capacity left (NVMe).", "ratio", [](const H &h) {
            return h.availableSparePercent ? std::optional<double>(*h.availableSparePercent / 100.0)
                                           : std::nullopt;
        });
    field("driveproof_nvme_critical_warning", "The NVMe critical warning bits; 0 is good.", "",
          [](const H &h) { return num(h.criticalWarning); });
}

void writeCache(OpenMetricsWriter &w, const Snapshots &drives)
{
    w.gauge(QStringLiteral("driveproof_write_cache_skipped"),
            QStringLiteral("1 when the drive's own cache setting was not read this time."));
    for (const DriveSnapshot &d : drives) {
        if (!d.cacheSkipped.isEmpty())
            w.sample(with(device(d), QStringLiteral("reason"), d.cacheSkipped), 1);
    }
    const auto cache = [&](const char *name, const char *help,
                           const std::function<std::optional<bool>(const DriveSnapshot &)> &get) {
        perDrive(w, drives, QLatin1String(name), QLatin1String(help), {},
                 [&get](const DriveSnapshot &d) { return num(get(d)); });
    };
    cache("driveproof_write_cache_drive_enabled",
          "1 when the drive says its volatile write cache is on.",
          [](const DriveSnapshot &d) { return d.cache ? d.cache->enabled : std::nullopt; });
    cache("driveproof_write_cache_saved_enabled",
          "1 when the setting saved for the next power cycle has the cache on.",
          [](const DriveSnapshot &d) { return d.cache ? d.cache->savedEnabled : std::nullopt; });
    cache("driveproof_write_cache_kernel_write_back",
          "1 when the kernel treats the drive as write back (sends flushes), 0 for write "
          "through.",
          [](const DriveSnapshot &d) -> std::optional<bool> {
              const Device::KernelCacheMode view =
                  d.cache ? d.cache->kernelView : d.info.writeCache;
              if (view == Device::KernelCacheMode::WriteBack)
                  return true;
              if (view == Device::KernelCacheMode::WriteThrough)
                  return false;
              return std::nullopt;
          });
    cache("driveproof_write_cache_kernel_fua", "1 when the kernel uses FUA writes on the drive.",
          [](const DriveSnapshot &d) {
              return d.cache ? d.cache->kernelFua : std::optional<bool>(d.info.fua);
          });
    w.gauge(QStringLiteral("driveproof_write_cache_finding"),
            QStringLiteral("1 when a finding about the drive's and the kernel's cache views "
                           "holds, 0 when it does not; kernel_write_through_cache_on loses "
                           "committed data at a power cut."));
    for (const DriveSnapshot &d : drives) {
        if (!d.cache)
            continue;
        for (const CacheFinding &f : cacheFindings(*d.cache)) {
            if (f.holds)
                w.sample(with(with(device(d), QStringLiteral("code"), QLatin1String(f.code)),
                              QStringLiteral("severity"), QLatin1String(f.severity)),
                         *f.holds ? 1 : 0);
        }
    }
}

QString partitionName(const Device::DeviceInfo &info, int number)
{
    for (const Device::PartitionInfo &p : info.partitions) {
        if (p.number == number && !p.name.isEmpty())
            return p.name;
    }
    const bool digitEnd = !info.name.isEmpty() && info.name.back().isDigit();
    return info.name + (digitEnd ? QStringLiteral("p") : QString()) + QString::number(number);
}

void alignment(OpenMetricsWriter &w, const Snapshots &drives)
{
    w.gauge(QStringLiteral("driveproof_partition_alignment"),
            QStringLiteral("1 for a partition's alignment verdict (ok, warning, misaligned), 0 "
                           "for the others."));
    for (const DriveSnapshot &d : drives) {
        if (!d.alignment)
            continue;
        for (const Alignment::PartitionAlignment &p : d.alignment->partitions) {
            const Labels part =
                with(device(d), QStringLiteral("partition"), partitionName(d.info, p.number));
            for (const auto v : {Alignment::Verdict::Ok, Alignment::Verdict::Warning,
                                 Alignment::Verdict::Misaligned})
                w.sample(with(part, QStringLiteral("verdict"), Alignment::verdictKey(v)),
                         p.verdict == v ? 1 : 0);
        }
    }
    w.gauge(QStringLiteral("driveproof_partition_offset_bytes"),
            QStringLiteral("How far a partition starts past the last physical sector boundary; "
                           "0 when aligned."),
            QStringLiteral("bytes"));
    for (const DriveSnapshot &d : drives) {
        if (!d.alignment)
            continue;
        for (const Alignment::PartitionAlignment &p : d.alignment->partitions)
            w.sample(with(device(d), QStringLiteral("partition"), partitionName(d.info, p.number)),
                     double(p.offsetBytes));
    }
}

// Measurement lines that ran, at most kMaxMeasurementsPerResult of them.
QList<const Measurement *> linesOf(const TestResult &r)
{
    QList<const Measurement *> lines;
    for (const Measurement &m : r.measurements) {
        if (m.skippedReason.isEmpty() && !m.cancelled && m.seconds > 0 &&
            lines.size() < kMaxMeasurementsPerResult)
            lines.append(&m);
    }
    return lines;
}

void tests(OpenMetricsWriter &w, const Snapshots &drives)
{
    const auto perResult =
        [&](const char *name, const char *help, const char *unit,
            const std::function<std::optional<double>(const TestResult &)> &get) {
            w.gauge(QLatin1String(name), QLatin1String(help), QLatin1String(unit));
            for (const DriveSnapshot &d : drives) {
                for (const TestResult &r : d.latestResults) {
                    if (const std::optional<double> v = get(r))
                        w.sample(with(device(d), QStringLiteral("family"), r.family), *v);
                }
            }
        };
    perResult(
        "driveproof_test_timestamp_seconds",
        "When the latest test of a family on the drive finished.", "seconds",
        [](const TestResult &r) { return seconds(r.finished.isValid() ? r.finished : r.started); });
    perResult("driveproof_test_completed",
              "1 when the latest test of a family ran to its end, 0 when cancelled or failed.", "",
              [](const TestResult &r) { return r.cancelled || !r.error.isEmpty() ? 0.0 : 1.0; });

    const auto perLine = [&](const char *name, const char *help, const char *unit, bool commits,
                             const std::function<double(const Measurement &)> &get) {
        w.gauge(QLatin1String(name), QLatin1String(help), QLatin1String(unit));
        for (const DriveSnapshot &d : drives) {
            for (const TestResult &r : d.latestResults) {
                for (const Measurement *m : linesOf(r)) {
                    if ((m->operation == QLatin1String("commit")) != commits)
                        continue;
                    Labels l = with(device(d), QStringLiteral("family"), r.family);
                    l.append({QStringLiteral("measurement"), m->key});
                    if (commits)
                        l.append({QStringLiteral("durable"), boolText(m->durable)});
                    w.sample(l, get(*m));
                }
            }
        }
    };
    perLine("driveproof_test_commits_per_second",
            "Commits per second of a commit line in the latest test of a family.", "", true,
            [](const Measurement &m) { return m.iops; });
    perLine("driveproof_test_operations_per_second",
            "I/O operations per second (IOPS) of a line in the latest test of a family.", "", false,
            [](const Measurement &m) { return m.iops; });
    perLine("driveproof_test_throughput_bytes_per_second",
            "Bytes per second of a line in the latest test of a family.", "bytes_per_second", false,
            [](const Measurement &m) { return m.bytesPerSecond; });

    w.gauge(QStringLiteral("driveproof_test_finding"),
            QStringLiteral("1 for each verdict code of the latest test of a family, with its "
                           "severity (info, good, caution, danger)."));
    for (const DriveSnapshot &d : drives) {
        for (const TestResult &r : d.latestResults) {
            QStringList seen;
            for (const Finding &f : r.findings) {
                if (seen.contains(f.code))
                    continue; // a code said twice is written once
                seen.append(f.code);
                Labels l = with(device(d), QStringLiteral("family"), r.family);
                l.append({QStringLiteral("code"), f.code});
                l.append({QStringLiteral("severity"), severityKey(f.severity)});
                w.sample(l, 1);
            }
        }
    }
}

void powerLoss(OpenMetricsWriter &w, const Snapshots &drives)
{
    w.gauge(QStringLiteral("driveproof_powerloss_verdict"),
            QStringLiteral("1 for the verdict of the latest power-loss test (pass, fail, "
                           "inconclusive), 0 for the others."));
    for (const DriveSnapshot &d : drives) {
        if (!d.powerLoss)
            continue;
        for (const char *v : {"pass", "fail", "inconclusive"})
            w.sample(with(device(d), QStringLiteral("verdict"), QLatin1String(v)),
                     d.powerLoss->verdict.compare(QLatin1String(v), Qt::CaseInsensitive) == 0);
    }
    perDrive(w, drives, QStringLiteral("driveproof_powerloss_timestamp_seconds"),
             QStringLiteral("When the latest power-loss test was verified."),
             QStringLiteral("seconds"), [](const DriveSnapshot &d) {
                 return d.powerLoss && d.powerLoss->when.isValid()
                            ? std::optional<double>(seconds(d.powerLoss->when))
                            : std::nullopt;
             });
}

} // namespace

QList<CacheFinding> cacheFindings(const Cache::WriteCacheState &s)
{
    // Keyed on the core's finding codes (cache/cachefindings.h), made again from the state:
    // a finding that is absent where it could have been found is a 0, not a gap.
    using namespace Cache::FindingCode;
    const QList<Finding> found = Cache::compareDriveAndKernel(s);
    const auto has = [&](const char *code) { return hasFinding(found, QLatin1String(code)); };
    const bool viewKnown = s.kernelView != Device::KernelCacheMode::Unknown;
    const auto comparable = [&](bool holds) {
        return s.enabled && viewKnown ? std::optional<bool>(holds) : std::nullopt;
    };
    return {
        {"kernel_write_through_cache_on", "danger", comparable(has(kKernelWriteThroughCacheOn))},
        {"kernel_write_back_cache_off", "info", comparable(has(kKernelWriteBackCacheOff))},
        {"saved_setting_differs", "caution",
         s.enabled && s.savedEnabled
             ? std::optional<bool>(has(kSavedSwitchesOn) || has(kSavedSwitchesOff))
             : std::nullopt},
    };
}

QByteArray fleetMetrics(const QList<DriveSnapshot> &drives, const ExportRun &run)
{
    OpenMetricsWriter w;
    identity(w, drives, run);
    health(w, drives);
    healthRecordMetrics(w, drives);
    writeCache(w, drives);
    alignment(w, drives);
    tests(w, drives);
    heatMetrics(w, drives);
    powerLoss(w, drives);
    return w.finish();
}

} // namespace DriveProof::Report
