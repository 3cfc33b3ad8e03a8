// A titled card on the drive page: a group box holding "label: value" rows, where an
// unknown value is greyed and its tooltip says why. Cards rebuild their rows for each drive.
#pragma once

#include <QGroupBox>

class QFormLayout;
class QLabel;
class QVBoxLayout;

namespace DriveProof::Gui {

class Card : public QGroupBox
{
    Q_OBJECT
public:
    explicit Card(const QString &title, QWidget *parent = nullptr);

    // The value label of row `key` (its objectName), or nullptr. For tests and screen readers.
    QLabel *valueLabel(const QString &key) const;

protected:
    void clearRows();
    // Adds "label: value". `key` names the value label (objectName) so tests can find it.
    QLabel *addRow(const QString &key, const QString &label, const QString &value,
                   const QString &toolTip = {});
    // Adds "label: unknown", greyed, with `why` as tooltip and accessible description.
    QLabel *addUnknownRow(const QString &key, const QString &label, const QString &why);
    // The card's outer layout: rows first, then whatever a card adds below them.
    QVBoxLayout *body() const { return m_body; }

    void changeEvent(QEvent *event) override;
    // QEvent::LanguageChange: a card sets its title again and rebuilds its rows and texts
    // from what it shows (the last drive, state or result it was given).
    virtual void retranslateUi() {}

private:
    void applyGreyed(QLabel *label);

    QVBoxLayout *m_body;
    QFormLayout *m_form;
};

// A wrapped, selectable paragraph for notes and advice under a card's rows.
QLabel *makeParagraph(QWidget *parent);

} // namespace DriveProof::Gui
