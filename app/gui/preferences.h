// What the user chose in Edit → Preferences besides the language: the unit of transfer rates
// and the test picker's default size and time per step. Kept in QSettings; read once and
// cached (charts ask for the unit at every redraw). Preferences::instance() signals changes
// so that every open page shows them at once, without a restart.
#pragma once

#include "common/rateunit.h"

#include <QList>
#include <QObject>
#include <QString>

namespace DriveProof::Gui {

// Decimal megabytes (10^6 bytes, as drive makers and CrystalDiskMark count) or binary
// mebibytes (2^20 bytes, as many file managers count): the core's type, so that the core's
// sentences that state a rate can follow the choice.
using RateUnit = DriveProof::RateUnit;

class Preferences : public QObject
{
    Q_OBJECT
public:
    static Preferences *instance();

    static RateUnit rateUnit();
    static void setRateUnit(RateUnit unit);
    // The sizes the picker and Preferences offer, 16 MiB to 64 GiB.
    static QList<quint64> testSizeChoices();
    // 0: each test's own default (TestCatalog::defaultSizeBytes).
    static quint64 defaultTestSizeBytes();
    static void setDefaultTestSizeBytes(quint64 bytes);
    static constexpr double kStepSecondsDefault = 5.0;
    static double defaultStepSeconds();
    static void setDefaultStepSeconds(double seconds);
    // Forgets the cached values: the next read goes to QSettings (tests point
    // XDG_CONFIG_HOME elsewhere).
    static void reload();

signals:
    void rateUnitChanged();
    void testDefaultsChanged();

private:
    using QObject::QObject;
};

// Every rate the window shows goes through these three, so that one setting changes them all.
// The number in the chosen unit per second, e.g. 123.4 for 123,400,000 bytes/s in MB/s.
double rateValue(double bytesPerSecond);
// "MB/s" or "MiB/s".
QString rateUnitName();
// "123.4 MB/s" / "117.7 MiB/s", in the current locale.
QString rateText(double bytesPerSecond);

} // namespace DriveProof::Gui
