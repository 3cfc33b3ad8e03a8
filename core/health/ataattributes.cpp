#include "ataattributes.h"

#include "healthtr.h"

#include <QLocale>

#include <map>

namespace DriveProof::Health {

namespace {

struct Known
{
    const char *name;
    const char *explanation; // QT_TRANSLATE_NOOP, or nullptr: vendor specific
};

// smartctl's default names (smartmontools ataprint.cpp / drivedb.h "DEFAULT" entry).
const std::map<int, Known> &table()
{
    static const std::map<int, Known> known{
        {1,
         {"Raw_Read_Error_Rate",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Rate of errors while reading; the raw value's meaning is the "
                            "maker's own.")}},
        {2, {"Throughput_Performance", nullptr}},
        {3,
         {"Spin_Up_Time",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Time the platters take to reach full speed.")}},
        {4,
         {"Start_Stop_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Times the spindle started and stopped.")}},
        {5,
         {"Reallocated_Sector_Ct",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Sectors found bad and replaced by spares; a new drive has 0.")}},
        {7,
         {"Seek_Error_Rate",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Rate of head positioning errors; the raw value's meaning is the "
                            "maker's own.")}},
        {8, {"Seek_Time_Performance", nullptr}},
        {9,
         {"Power_On_Hours",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Hours the drive has been powered on.")}},
        {10,
         {"Spin_Retry_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Times the spindle needed more than one try to spin up.")}},
        {11, {"Calibration_Retry_Count", nullptr}},
        {12,
         {"Power_Cycle_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Times the drive was switched on.")}},
        {13, {"Read_Soft_Error_Rate", nullptr}},
        {170, {"Available_Reservd_Space", nullptr}},
        {171, {"Program_Fail_Count", nullptr}},
        {172, {"Erase_Fail_Count", nullptr}},
        {173,
         {"Wear_Leveling_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "How worn the flash is (erase cycles); the normalised value falls "
                            "as it wears.")}},
        {174,
         {"Unexpect_Power_Loss_Ct",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Times power was lost without the host telling the drive first.")}},
        {175, {"Program_Fail_Count_Chip", nullptr}},
        {177,
         {"Wear_Leveling_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "How worn the flash is (erase cycles); the normalised value falls "
                            "as it wears.")}},
        {179, {"Used_Rsvd_Blk_Cnt_Tot", nullptr}},
        {181, {"Program_Fail_Cnt_Total", nullptr}},
        {182, {"Erase_Fail_Count_Total", nullptr}},
        {183,
         {"Runtime_Bad_Block",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Blocks that went bad while in use.")}},
        {184,
         {"End-to-End_Error",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Data corrupted between the host interface and the media, inside "
                            "the drive.")}},
        {187,
         {"Reported_Uncorrect",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Reads the drive could not correct and reported as errors.")}},
        {188,
         {"Command_Timeout",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Commands that timed out, often from cabling or power trouble.")}},
        {189, {"High_Fly_Writes", nullptr}},
        {190,
         {"Airflow_Temperature_Cel",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Temperature of the air around the drive.")}},
        {191, {"G-Sense_Error_Rate", nullptr}},
        {192,
         {"Power-Off_Retract_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Times the heads were parked in an emergency because power went "
                            "away.")}},
        {193,
         {"Load_Cycle_Count", QT_TRANSLATE_NOOP("DriveProof::Health",
                                                "Times the heads were parked and loaded again.")}},
        {194,
         {"Temperature_Celsius",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Temperature of the drive.")}},
        {195, {"Hardware_ECC_Recovered", nullptr}},
        {196,
         {"Reallocated_Event_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Times sectors were moved to spares.")}},
        {197,
         {"Current_Pending_Sector",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Sectors that could not be read and wait to be rewritten or "
                            "replaced.")}},
        {198,
         {"Offline_Uncorrectable",
          QT_TRANSLATE_NOOP("DriveProof::Health", "Sectors the drive's own scan could not read.")}},
        {199,
         {"UDMA_CRC_Error_Count",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Transfers garbled on the cable; a count that grows means a bad "
                            "cable or connector, not a bad drive.")}},
        {200, {"Multi_Zone_Error_Rate", nullptr}},
        {220, {"Disk_Shift", nullptr}},
        {222, {"Loaded_Hours", nullptr}},
        {223, {"Load_Retry_Count", nullptr}},
        {224, {"Load_Friction", nullptr}},
        {226, {"Load-in_Time", nullptr}},
        {232, {"Available_Reservd_Space", nullptr}},
        {233, {"Media_Wearout_Indicator", nullptr}},
        {240, {"Head_Flying_Hours", nullptr}},
        {241,
         {"Total_LBAs_Written",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Amount written to the drive, in the maker's units (often "
                            "512-byte sectors).")}},
        {242,
         {"Total_LBAs_Read",
          QT_TRANSLATE_NOOP("DriveProof::Health",
                            "Amount read from the drive, in the maker's units (often "
                            "512-byte sectors).")}},
        {254, {"Free_Fall_Sensor", nullptr}},
    };
    return known;
}

} // namespace

QString ataAttributeName(int id, bool nonRotating)
{
    if (id == 192 && nonRotating)
        return QStringLiteral("Unsafe_Shutdown_Count");
    const auto it = table().find(id);
    return QLatin1String(it == table().end() ? "Unknown_Attribute" : it->second.name);
}

QString ataAttributeExplanation(int id, bool nonRotating)
{
    if (id == 192 && nonRotating)
        return Tr::tr("Times power was lost without the host telling the drive first.");
    const auto it = table().find(id);
    if (it == table().end() || !it->second.explanation)
        return Tr::tr("Defined by the drive's maker; its meaning differs between models.");
    return Tr::tr(it->second.explanation);
}

qint64 ataAttributeRawNumber(const SmartAttribute &a)
{
    switch (a.id) {
    case 190:
    case 194:
        return a.rawBytes[0];
    case 9:
    case 240:
        return qint64(a.raw & 0xFFFFFF);
    case 5:
    case 196:
        return qint64(a.raw & 0xFFFF);
    default:
        return qint64(a.raw);
    }
}

TemperatureRange ataTemperatureRange(const SmartAttribute &a)
{
    // The layouts smartctl knows ("tempminmax"): 00 00 HH LL xx TT (most makers) and
    // xx HH xx LL xx TT (Hitachi / HGST). Anything else: the current value only.
    const auto &b = a.rawBytes;
    TemperatureRange r;
    r.current = b[0];
    int lo = -1;
    int hi = -1;
    if (b[4] == 0 && b[5] == 0 && (b[2] || b[3])) {
        lo = b[2];
        hi = b[3];
    } else if (b[3] == 0 && b[5] == 0 && (b[2] || b[4])) {
        lo = b[2];
        hi = b[4];
    }
    if (lo > hi)
        std::swap(lo, hi);
    if (lo > 0 && lo <= r.current && r.current <= hi && hi < 128) {
        r.lowest = lo;
        r.highest = hi;
    }
    return r;
}

QString ataAttributeRawText(const SmartAttribute &a)
{
    const QLocale locale;
    if (a.id == 190 || a.id == 194) {
        const TemperatureRange r = ataTemperatureRange(a);
        if (r.lowest && r.highest)
            //: a drive temperature and the range it has seen; %1 now, %2 lowest, %3 highest
            return Tr::tr("%1 °C (lowest %2, highest %3)")
                .arg(locale.toString(r.current), locale.toString(*r.lowest),
                     locale.toString(*r.highest));
        //: a drive temperature; %1 the number
        return Tr::tr("%1 °C").arg(locale.toString(r.current));
    }
    if (a.id == 9 || a.id == 240)
        //: power-on hours; %1 the number of hours
        return Tr::tr("%1 h").arg(locale.toString(ataAttributeRawNumber(a)));
    return locale.toString(ataAttributeRawNumber(a));
}

QString ataAttributeSpec()
{
    return QStringLiteral("ATA8-ACS T13/1699-D Table 61 (SMART READ DATA), ACS-3 7.44; "
                          "names as smartctl prints them");
}

} // namespace DriveProof::Health
