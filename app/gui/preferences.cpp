#include "preferences.h"

#include "guitext.h"

#include <QSettings>

#include <optional>

namespace DriveProof::Gui {

namespace {

const QString kRateUnitKey = QStringLiteral("units/rate");
const QString kSizeKey = QStringLiteral("tests/defaultSizeBytes");
const QString kStepKey = QStringLiteral("tests/defaultStepSeconds");

QSettings settings()
{
    return QSettings(QStringLiteral("DriveProof"), QStringLiteral("DriveProof"));
}

// GUI thread only, like the widgets that read them.
struct Cache
{
    std::optional<RateUnit> unit;
    std::optional<quint64> sizeBytes;
    std::optional<double> stepSeconds;
};

Cache &cache()
{
    static Cache c;
    return c;
}

} // namespace

Preferences *Preferences::instance()
{
    static Preferences *p = new Preferences; // lives as long as the program
    return p;
}

RateUnit Preferences::rateUnit()
{
    if (!cache().unit)
        cache().unit = settings().value(kRateUnitKey).toString() == QLatin1String("MiB/s")
                           ? RateUnit::Mebibytes
                           : RateUnit::Megabytes;
    return *cache().unit;
}

void Preferences::setRateUnit(RateUnit unit)
{
    if (unit == rateUnit())
        return;
    cache().unit = unit;
    settings().setValue(kRateUnitKey, unit == RateUnit::Mebibytes ? QStringLiteral("MiB/s")
                                                                  : QStringLiteral("MB/s"));
    emit instance()->rateUnitChanged();
}

QList<quint64> Preferences::testSizeChoices()
{
    return {16ull << 20, 64ull << 20, 256ull << 20, 1ull << 30,
            4ull << 30,  16ull << 30, 64ull << 30};
}

quint64 Preferences::defaultTestSizeBytes()
{
    if (!cache().sizeBytes)
        cache().sizeBytes = settings().value(kSizeKey, 0).toULongLong();
    return *cache().sizeBytes;
}

void Preferences::setDefaultTestSizeBytes(quint64 bytes)
{
    if (bytes == defaultTestSizeBytes())
        return;
    cache().sizeBytes = bytes;
    settings().setValue(kSizeKey, bytes);
    emit instance()->testDefaultsChanged();
}

double Preferences::defaultStepSeconds()
{
    if (!cache().stepSeconds) {
        bool ok = false;
        const double s = settings().value(kStepKey, kStepSecondsDefault).toDouble(&ok);
        cache().stepSeconds = ok && s >= 0.1 && s <= 600.0 ? s : kStepSecondsDefault;
    }
    return *cache().stepSeconds;
}

void Preferences::setDefaultStepSeconds(double seconds)
{
    if (qFuzzyCompare(seconds, defaultStepSeconds()))
        return;
    cache().stepSeconds = seconds;
    settings().setValue(kStepKey, seconds);
    emit instance()->testDefaultsChanged();
}

void Preferences::reload()
{
    cache() = Cache{};
}

double rateValue(double bytesPerSecond)
{
    return bytesPerSecond / rateUnitBytes(Preferences::rateUnit());
}

QString rateUnitName()
{
    return rateUnitSymbol(Preferences::rateUnit());
}

QString rateText(double bytesPerSecond)
{
    //: a transfer rate; %L1 the number, %2 its unit ("MB/s" or "MiB/s", as chosen in
    //: Preferences)
    return Tr::tr("%L1 %2").arg(rateValue(bytesPerSecond), 0, 'f', 1).arg(rateUnitName());
}

} // namespace DriveProof::Gui
