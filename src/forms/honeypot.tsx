import styled from "styled-components";
import { useMatchingId } from "../island-helpers/use-matching-id";

// Off-screen rather than display:none, which some bots detect and skip.
const OffScreen = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

type HoneypotProps = { value: string; onChange: (value: string) => void };

/**
 * The hidden `website` field (docs/requirements.md, Contact forms). People never see, reach or hear it; a bot that
 * fills every input fills it too, and the form then pretends success without sending (isSpam).
 */
export function Honeypot({ value, onChange }: HoneypotProps) {
  const id = useMatchingId("website");
  return (
    <OffScreen aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </OffScreen>
  );
}
